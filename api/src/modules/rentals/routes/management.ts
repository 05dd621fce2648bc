// Gestion routes: thin handlers (read the request, check access, call management.ts or the
// store, answer). The writes and their transactions are in management.ts, the checks in
// tenancy-rules.ts.
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TenancyRow } from '../../../db/types';
import { parisDate } from '../../../lib/dates';
import { fieldErrorHandler } from '../../../lib/field-validation';
import { contractRoute } from '../../../lib/contract-route';
import { trimBody } from '../../../lib/trim';
import { landlordHome, ownedByLandlord, type Caller } from '../access';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from '../field-texts';
import { changeTenancy, createTenancy, managementOverview, removeTenancy } from '../management';
import { RENTAL_MESSAGES as M } from '../messages';
import { roundCents } from '../money';
import { toRentPayment, toTenancy } from '../serialize';
import { rentLineWithHome, saveRentReceived, tenancyById } from '../store/tenancies';
import { checkRentPayment } from '../tenancy-rules';

/** Gestion: rooms and who lives there, tenancies, rents due and received (landlords of the home). */
const managementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  async function tenancyForLandlord(user: Caller, id: number): Promise<TenancyRow> {
    return (await ownedByLandlord(db, user, await tenancyById(db, id), M.tenancyNotFound)).row;
  }

  app.route({
    ...contractRoute(ROUTES['rentals.management'], {
      ...DOC,
      summary: 'Gestion locative : occupation des chambres, locataires, loyers dus et reçus',
      description:
        "Pour les bailleurs du logement. Les lignes de loyer manquantes des locations en cours sont créées à la lecture (un mois = loyer + charges, du mois d'entrée au mois en cours) ; une location dont la date de fin est arrivée passe à « ended ».",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      reply.header('cache-control', 'no-store');
      return managementOverview(db, home, parisDate());
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.createTenancy'], {
      ...DOC,
      summary: 'Enregistrer une location (une chambre ou le logement entier)',
      description:
        "La chambre doit appartenir au logement et être libre sur la période ; le logement entier seulement si aucune chambre n'est louée sur la période (409 sinon). Le compte qui a l'adresse e-mail du locataire y est rattaché.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['tenant_name', 'tenant_email']),
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      const row = await createTenancy(db, home, request.body, parisDate());
      reply.code(201).header('cache-control', 'no-store');
      return toTenancy(row);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.updateTenancy'], {
      ...DOC,
      summary: 'Modifier une location (fin, loyer, charges, locataire…)',
      description:
        "Une date de fin passée ou du jour termine la location. Un changement de loyer ou de charges s'applique aux lignes du mois en cours et suivantes sur lesquelles rien n'a été reçu.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['tenant_name', 'tenant_email']),
    errorHandler,
    handler: async (request, reply) => {
      const tenancy = await tenancyForLandlord(request.user!, request.params.id);
      const row = await changeTenancy(db, tenancy, request.body, parisDate());
      reply.header('cache-control', 'no-store');
      return toTenancy(row);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.deleteTenancy'], {
      ...DOC,
      summary: 'Supprimer une location (saisie par erreur) et ses lignes de loyer',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const tenancy = await tenancyForLandlord(request.user!, request.params.id);
      await removeTenancy(db, tenancy);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.saveRentPayment'], {
      ...DOC,
      summary: "Enregistrer ce qui a été reçu pour le loyer d'un mois",
      description: 'Montant de 0 à trois fois le montant dû ; date de réception obligatoire dès qu’un montant est reçu, pas dans le futur.',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const { row: line } = await ownedByLandlord(db, request.user!, await rentLineWithHome(db, request.params.id), M.paymentNotFound);
      const { amount_received: amount, received_on: receivedOn } = request.body;
      checkRentPayment(amount, receivedOn, line.amount_due, parisDate());
      const updated = await saveRentReceived(db, line.id, { amount_received: roundCents(amount), received_on: amount > 0 ? receivedOn : null });
      reply.header('cache-control', 'no-store');
      return toRentPayment(updated);
    },
  });
};

export default managementRoutes;
