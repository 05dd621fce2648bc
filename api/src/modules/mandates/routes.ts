// The mandate routes of its two parties: read it, sign it (off to the provider), countersign it,
// decline it, download it. The provider's notification is in notify.ts.
import { MANDATES_ROUTES as ROUTES } from '@coloc/contract/mandates/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { homeForEditing } from '../homes';
import { contractRoute } from '../../lib/contract-route';
import { isLocalPath } from '../../lib/sandbox';
import { MANDATE_MESSAGES as M } from './messages';
import { renderMandatePdf } from './pdf';
import type { SignatureProvider } from './provider/types';
import { countersign, decline, liveMandate, mandateDocument, type MandateContext } from './service';
import { MANDATE_FIELD_TEXTS, TAGS } from './field-texts';
import { mandateView, partyMandate } from './store';

/** How long the provider keeps the signing page open (the mandate itself may lapse sooner). */
const SIGNING_LINK_MS = 24 * 60 * 60_000;

export function mandateRoutes(provider: SignatureProvider, ctx: MandateContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db } = app;
    const errorHandler = fieldErrorHandler(MANDATE_FIELD_TEXTS);
    const perUser = (max: number) => ({
      rateLimit: { max, timeWindow: 60_000, keyGenerator: (request: { user: { id: number } | null; ip: string }) => (request.user ? `user:${request.user.id}` : request.ip) },
    });

    app.route({
      ...contractRoute(ROUTES['mandates.forHome'], {
        tags: [...TAGS],
        summary: "Le mandat de gestion en cours d'un logement",
        description: "Pour les bailleurs du logement. Le mandat en cours (à signer, signé ou complet) avec chaque étape datée, ou null. Les deux parties (propriétaire, agence ou gestionnaire) voient ce qu'elles peuvent faire.",
      }),
      onRequest: app.requireUser,
      errorHandler,
      handler: async (request, reply) => {
        const user = request.user!;
        const home = await homeForEditing(db, user, request.params.home_id, 'error', 'landlord');
        const mandate = await liveMandate(db, home.id);
        reply.header('cache-control', 'no-store');
        if (!mandate || (mandate.owner_id !== user.id && mandate.agent_id !== user.id)) return { mandate: null };
        return { mandate: await mandateView(db, mandate, user.id) };
      },
    });

    app.route({
      ...contractRoute(ROUTES['mandates.sign'], {
        tags: [...TAGS],
        summary: 'Signer le mandat (redirection vers le prestataire de signature)',
        description: 'Seul le propriétaire qui a choisi le mandat, tant qu’il est à signer. Redirige (303) vers la page de signature du prestataire, qui renverra le navigateur vers return_path.',
      }),
      onRequest: app.requireUser,
      config: perUser(20),
      errorHandler,
      handler: async (request, reply) => {
        const user = request.user!;
        const mandate = await partyMandate(db, request.params.id, user.id);
        if (mandate.owner_id !== user.id) throw new HttpError(403, M.ownerOnly);
        if (mandate.status !== 'signing') throw new HttpError(409, M.notSigning);
        const wanted = request.query.return_path;
        if (wanted !== undefined && !isLocalPath(wanted)) throw new HttpError(400, MANDATE_FIELD_TEXTS.return_path!.invalid as string);
        const returnPath = wanted ?? '/proprietaire/biens';
        const document = await renderMandatePdf(await mandateDocument(db, mandate));
        const signerRow = await db.selectFrom('users').select(['first_name', 'name', 'email']).where('id', '=', user.id).executeTakeFirstOrThrow();
        const expiresAt = new Date(Math.min(Date.now() + SIGNING_LINK_MS, Date.parse(mandate.expires_at)));
        const { signingUrl } = await provider.createSignature({
          reference: mandate.reference,
          title: `Mandat de gestion ${mandate.reference}`,
          signer: { name: `${signerRow.first_name} ${signerRow.name}`.trim(), email: signerRow.email },
          document,
          returnPath,
          expiresAt,
        });
        return reply.header('cache-control', 'no-store').redirect(signingUrl, 303);
      },
    });

    app.route({
      ...contractRoute(ROUTES['mandates.countersign'], {
        tags: [...TAGS],
        summary: "Contresigner le mandat (l'agence ou le gestionnaire)",
        description: "Seule l'agence ou le gestionnaire désigné, une fois le mandat signé par le propriétaire. Le mandat passe « complete » : le gestionnaire a accès à l'annonce et à l'agenda.",
      }),
      onRequest: app.requireUser,
      config: perUser(20),
      errorHandler,
      handler: async (request) => {
        const user = request.user!;
        const mandate = await partyMandate(db, request.params.id, user.id);
        return mandateView(db, await countersign(ctx, mandate, user.id), user.id);
      },
    });

    app.route({
      ...contractRoute(ROUTES['mandates.decline'], {
        tags: [...TAGS],
        summary: 'Refuser le mandat',
        description: "L'une ou l'autre partie, tant que le mandat n'est pas complet : le logement revient sans mandat et les deux parties reçoivent un e-mail.",
      }),
      onRequest: app.requireUser,
      config: perUser(20),
      errorHandler,
      handler: async (request, reply) => {
        const user = request.user!;
        const mandate = await partyMandate(db, request.params.id, user.id);
        await decline(ctx, mandate, user.id);
        reply.code(204);
        return null;
      },
    });

    app.route({
      ...contractRoute(ROUTES['mandates.pdf'], {
        tags: [...TAGS],
        summary: 'Le mandat en PDF, avec ses signatures',
        produces: ['application/pdf'],
        description: 'Pour les deux parties : parties, bien, honoraires, durée, puis chaque signature datée.',
      }),
      onRequest: app.requireUser,
      errorHandler,
      handler: async (request, reply) => {
        const user = request.user!;
        const mandate = await partyMandate(db, request.params.id, user.id);
        const pdf = await renderMandatePdf(await mandateDocument(db, mandate));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="mandat-${mandate.reference}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    });
  };
}
