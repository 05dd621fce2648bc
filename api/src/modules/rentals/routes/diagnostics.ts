// Diagnostics routes: thin handlers; the checks are in diagnostics-rules.ts, the reads and
// writes in diagnostics.ts and store/diagnostics.ts.
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../lib/errors';
import { fieldErrorHandler } from '../../../lib/field-validation';
import { contractRoute } from '../../../lib/contract-route';
import { parisDate } from '../../../lib/dates';
import { landlordHome } from '../access';
import { homeDiagnostics, recordDiagnostic } from '../diagnostics';
import type { DiagnosticKind } from '../diagnostics-rules';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from '../field-texts';
import { RENTAL_MESSAGES as M } from '../messages';
import { deleteDiagnostic } from '../store/diagnostics';

/** Mandatory French diagnostics of a home: dates, files, expiry (landlords of the home). */
const diagnosticRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['rentals.diagnostics'], {
      ...DOC,
      summary: 'Diagnostics obligatoires du logement et leur validité',
      description: "Tout le catalogue, dans l'ordre : « missing » (obligatoire, non renseigné), « valid », « expiring » (fin de validité dans les 90 jours), « expired », « not_required ».",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      reply.header('cache-control', 'no-store');
      return homeDiagnostics(db, home.id, parisDate());
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.saveDiagnostic'], {
      ...DOC,
      summary: "Renseigner la date d'un diagnostic (et son document)",
      description: 'Date ni future ni antérieure à 1990 ; le document éventuel doit appartenir au même logement.',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      const kind = request.params.kind as DiagnosticKind;
      const answer = await recordDiagnostic(db, home.id, kind, { performed_on: request.body.performed_on, document_id: request.body.document_id ?? null }, parisDate());
      reply.header('cache-control', 'no-store');
      return answer;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.deleteDiagnostic'], {
      ...DOC,
      summary: 'Effacer un diagnostic renseigné',
      description: "Le document qui l'accompagnait reste dans les documents du logement.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      if (!(await deleteDiagnostic(db, home.id, request.params.kind))) throw new HttpError(404, M.diagnosticNotFound);
      return reply.code(204).send(null);
    },
  });
};

export default diagnosticRoutes;
