// The account's own data (rights of access and portability, privacy page « Vos droits »): the
// export file and the latest connections. Own account only, like every /users/{id} route.
import { USERS_ROUTES as ROUTES } from '@coloc/contract/users/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../lib/contract-route';
import { perAccount } from '../../lib/rate-limit';
import { latestConnections } from './connections';
import { buildDataExport, exportFileName } from './data-export';
import { USER_MESSAGES } from './messages';
import { ownAccount } from './own-account';

const DOC = { tags: ['users'], security: [{ session: [] }] };

/**
 * An export reads every table about the account: a handful a minute per account is plenty for a
 * person and keeps a stolen session from turning it into load.
 */
export const EXPORTS_PER_MINUTE = 5;
const CONNECTIONS_PER_MINUTE = 30;

const perMinute = (name: string, max: number) => perAccount({ name, max, windowMs: 60_000, message: USER_MESSAGES.tooManyExports });

export const dataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(ROUTES['users.export'], {
      ...DOC,
      summary: 'Télécharger une copie de ses données',
      description:
        "Un fichier JSON (pièce jointe) avec tout ce qui concerne le compte : compte, profil, recherches, logements, avis, groupes, visites, conversations (ses propres messages), dossier locataire (liste des pièces), locations, paiements et factures, réglages, et le journal des connexions des 12 derniers mois. Jamais de mot de passe, de jeton ni de fichier. Seulement pour son propre compte ; quelques fois par minute au plus.",
    }),
    onRequest: app.requireUser,
    preValidation: ownAccount,
    config: perMinute('account-export', EXPORTS_PER_MINUTE),
    handler: async (request, reply) => {
      const now = new Date();
      const data = await buildDataExport(db, request.user!, now);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
      return data;
    },
  });

  app.route({
    ...contractRoute(ROUTES['users.connections'], {
      ...DOC,
      summary: 'Ses dernières connexions',
      description:
        'Les 10 dernières ouvertures de session du compte : date, moyen de connexion (en français), appareil lu dans le User-Agent, adresse IP. Seulement pour son propre compte.',
    }),
    onRequest: app.requireUser,
    preValidation: ownAccount,
    config: perMinute('account-connections', CONNECTIONS_PER_MINUTE),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return latestConnections(db, request.user!.id);
    },
  });
};
