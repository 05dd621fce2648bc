// Bail routes: thin handlers; the state checks are in lease-rules.ts, the changes and their
// transaction in leases.ts, the rows in store/leases.ts, the contract in lease-pdf.ts.
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parisDate } from '../../../lib/dates';
import { forbidden } from '../../../lib/errors';
import { fieldErrorHandler } from '../../../lib/field-validation';
import { contractRoute } from '../../../lib/contract-route';
import { trimBody } from '../../../lib/trim';
import { homeAccess } from '../../homes';
import { segmentOf } from '../../visits';
import { landlordHome } from '../access';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from '../field-texts';
import { leasePdfData, renderLeasePdf } from '../lease-pdf';
import { checkCanAccept, checkCanCancel, checkCanSend, mayReadLeasePdf } from '../lease-rules';
import { acceptLease, cancelLease, createLease, leaseAnswer, leaseForLandlord, leaseFound, sendLease, tenantLeases, toLeases } from '../leases';
import { leaseAcceptedMail, leaseCancelledMail, leaseSentMail } from '../mail';
import { shortName } from '../people';
import { homeOf } from '../store/homes';
import { leasesOfHome } from '../store/leases';

/** Bail: drafted by a landlord, sent (the landlord's acceptance), accepted by the tenant, as a PDF for both. */
const leaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['rentals.homeLeases'], {
      ...DOC,
      summary: 'Baux du logement (bailleurs)',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const home = await landlordHome(db, user, request.params.id);
      const rows = await leasesOfHome(db, home.id);
      reply.header('cache-control', 'no-store');
      return toLeases(db, rows, user, true);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.createLease'], {
      ...DOC,
      summary: 'Rédiger un bail (brouillon)',
      description:
        "Bail d'une chambre du logement (« room ») ou du logement entier (« whole ») ; durée de 1 à 36 mois ; loyer > 0 ; dépôt de garantie d'au plus un mois de loyer hors charges pour un logement vide, deux pour un meublé (loi du 6 juillet 1989, articles 22 et 25-6).",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['tenant_email', 'special_terms']),
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const home = await landlordHome(db, user, request.params.id);
      const row = await createLease(db, home, user.id, request.body, parisDate());
      reply.code(201).header('cache-control', 'no-store');
      return (await toLeases(db, [row], user, true))[0]!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.sendLease'], {
      ...DOC,
      summary: 'Envoyer le bail au locataire (vaut acceptation du bailleur)',
      description: "Un brouillon seulement. Le locataire reçoit un e-mail avec le lien vers « Ma co-location », où il l'accepte.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { lease, home } = await leaseForLandlord(db, user, request.params.id);
      checkCanSend(lease);
      await sendLease(db, lease);
      app.mailer.dispatch(leaseSentMail(lease.tenant_email, shortName(user), home, `${config.publicUrl}/users/ma-co-location`));
      reply.header('cache-control', 'no-store');
      return leaseAnswer(db, lease.id, user, true);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.acceptLease'], {
      ...DOC,
      summary: 'Accepter un bail (le locataire)',
      description:
        "Le compte dont l'adresse e-mail est celle du bail, quand le bailleur l'a envoyé. La location correspondante est créée (ou mise à jour) dans la gestion du bailleur.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const lease = await leaseFound(db, request.params.id);
      checkCanAccept(lease, user);
      const { home, landlord } = await acceptLease(db, lease, user);
      if (landlord) {
        app.mailer.dispatch(
          leaseAcceptedMail(landlord.email, landlord.first_name, shortName(user), home, `${config.publicUrl}/${segmentOf(landlord)}/gestion?home_id=${home.id}`),
        );
      }
      reply.header('cache-control', 'no-store');
      return leaseAnswer(db, lease.id, user, false);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.cancelLease'], {
      ...DOC,
      summary: 'Annuler un bail pas encore accepté (bailleurs)',
      description: "Un bail accepté par les deux parties ne s'annule pas (409). Le locataire est prévenu si le bail lui avait été envoyé.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { lease, home } = await leaseForLandlord(db, user, request.params.id);
      checkCanCancel(lease);
      await cancelLease(db, lease);
      if (lease.status === 'sent') app.mailer.dispatch(leaseCancelledMail(lease.tenant_email, shortName(user), home));
      reply.header('cache-control', 'no-store');
      return leaseAnswer(db, lease.id, user, true);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.leasePdf'], {
      ...DOC,
      summary: 'Le bail en PDF',
      description: "Pour les bailleurs du logement et pour le locataire une fois le bail envoyé. Téléchargé en pièce jointe.",
      produces: ['application/pdf'],
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const lease = await leaseFound(db, request.params.id);
      const home = await homeOf(db, lease.home_id);
      if (!mayReadLeasePdf(lease, user, (await homeAccess(db, user, home)).landlord)) throw forbidden();
      const pdf = await renderLeasePdf(await leasePdfData(db, lease));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="bail-${lease.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.myLeases'], {
      ...DOC,
      summary: "Mes baux de locataire (envoyés par un bailleur à mon adresse e-mail)",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tenantLeases(db, request.user!);
    },
  });
};

export default leaseRoutes;
