// Reports route: a thin handler; the rows are read by store/reports.ts and counted per Paris day
// by report-rules.ts.
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldErrorHandler } from '../../../lib/field-validation';
import { contractRoute } from '../../../lib/contract-route';
import { addDays, parisDate } from '../../../lib/dates';
import { landlordHome } from '../access';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from '../field-texts';
import { buildReport, reportEventsOf, reportSince } from '../report-rules';
import { reportRows } from '../store/reports';

/** Reports: views, contacts and matches of an advert per day (landlords of the home). */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['rentals.reports'], {
      ...DOC,
      summary: "Statistiques de l'annonce jour par jour : vues, contacts, mises en relation",
      description:
        "Sur 30, 90 ou 365 jours jusqu'à aujourd'hui (jours de Paris), zéros compris. Contacts : demandes de contact et conversations ouvertes au sujet du logement (hors réponses à une demande). Mises en relation : « j'aime » des colocataires pour le logement et des bailleurs pour des profils, pour ce logement.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      const days = request.query.days ?? 30;
      const today = parisDate();
      const firstDay = addDays(today, -(days - 1));
      const rows = await reportRows(db, home.id, firstDay, reportSince(firstDay));
      reply.header('cache-control', 'no-store');
      return buildReport(home.id, days, today, reportEventsOf(rows));
    },
  });
};

export default reportRoutes;
