import { HOMES_ROUTES as ROUTES } from '@coloc/contract/homes/routes';
import type { HomeUpdateInput } from '@coloc/contract/homes/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { HomeRow } from '../../db/types';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { removeImageFilesAfterCommit } from '../../lib/images/storage';
import { homeAccess, homeForEditing, isHomeIdParam, type AccessNeed } from './access';
import { loadHomeObject } from './serialize';
import { applyHomeUpdate, createHome, deleteHome, refreshHome } from './service';
import { homeSchemaErrorFormatter } from './validation';

export { canEditHome, defaultHome, homeAccess, homeForEditing, landlordHomeIds, type HomeAccessRights } from './access';
export { loadHomeObject, toHomeObject } from './serialize';
export { homePublicUrl, parseIdList, toRoomObject } from './serialize';
export { isHomeIdParam, type AccessNeed } from './access';
export { OWNER_INVITE_VALID_DAYS, inviteExpiresAt, isInviteExpired, loadLandlordRows, type LandlordEntryRow } from './landlord-rows';
export { haversineKm } from './reference-rent';
export { photoPublicIds, toHomePhotos } from './serialize';
export { photoIds, refreshHome } from './service';
export { COMPLETE_STEP } from './step';
export { homeSchemaErrorFormatter } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The home named by the URL, loaded and access-checked before the body is validated. */
    home: HomeRow | null;
  }
}

const TRIMMED = ['name', 'address', 'address2', 'postal_code', 'description', 'wishes'];
const HOME_DOC = {
  tags: ['homes'],
  security: [{ session: [] }],
};

const homesModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  app.decorateRequest('home', null);

  /**
   * preValidation: ownership is decided before the body is looked at, so someone else's home is
   * a 403 whatever the body. A malformed id is left to params validation.
   */
  const loadHome =
    (missingDefault: 'error' | 'null', need: AccessNeed) =>
    async (request: FastifyRequest): Promise<void> => {
      const { id } = request.params as { id?: unknown };
      if (!isHomeIdParam(id)) return;
      request.home = await homeForEditing(db, request.user!, id, missingDefault, need);
    };

  async function save(request: FastifyRequest, home: HomeRow | null, body: HomeUpdateInput) {
    const user = request.user!;
    return db.transaction().execute(async (trx) => {
      const target = home ?? (await createHome(trx, user, body.is_coloc));
      await applyHomeUpdate(trx, target, body);
      const saved = await refreshHome(trx, target.id, { submit: body.moderation_status === 'pending', referenceRent: true });
      return loadHomeObject(trx, saved);
    });
  }

  app.route({
    ...contractRoute(ROUTES['homes.get'], {
      ...HOME_DOC,
      summary: "Un logement par identifiant, ou « default » : le premier logement de l'utilisateur",
      description: "404 « Aucun logement. » pour « default » quand l'utilisateur n'en a pas.",
    }),
    onRequest: app.requireUser,
    preValidation: loadHome('error', 'landlord'),
    schemaErrorFormatter: homeSchemaErrorFormatter,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The caller's rights (SPEC 6): screens show NoAccess instead of a form that cannot be saved.
      const [home, access] = await Promise.all([loadHomeObject(db, request.home!), homeAccess(db, request.user!, request.home!)]);
      return { ...home, access };
    },
  });

  app.route({
    ...contractRoute(ROUTES['homes.create'], { ...HOME_DOC, summary: 'Créer un logement (20 au plus par utilisateur)' }),
    onRequest: app.requireUser,
    preValidation: trimBody(TRIMMED),
    schemaErrorFormatter: homeSchemaErrorFormatter,
    handler: async (request, reply) => {
      const home = await save(request, null, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return home;
    },
  });

  app.route({
    ...contractRoute(ROUTES['homes.update'], {
      ...HOME_DOC,
      summary: "Modifier un logement (« default » le crée s'il n'existe pas)",
      description:
        "Mise à jour partielle. `rooms` est la liste complète des chambres. `step`, la ville, le pays, les coordonnées et le loyer de référence sont calculés par le serveur. `moderation_status: 'pending'` soumet l'annonce, refusé tant qu'elle est incomplète.",
    }),
    onRequest: app.requireUser,
    preValidation: [loadHome('null', 'advert'), trimBody(TRIMMED)],
    schemaErrorFormatter: homeSchemaErrorFormatter,
    handler: async (request, reply) => {
      const home = await save(request, request.home, request.body);
      reply.header('cache-control', 'no-store');
      return home;
    },
  });

  app.route({
    ...contractRoute(ROUTES['homes.delete'], { ...HOME_DOC, summary: 'Supprimer un logement, ses chambres et ses photos' }),
    onRequest: app.requireUser,
    preValidation: loadHome('error', 'advert'),
    schemaErrorFormatter: homeSchemaErrorFormatter,
    handler: async (request, reply) => {
      const photos = await deleteHome(db, request.home!.id);
      await removeImageFilesAfterCommit(config.dataDir, photos, request.log);
      return reply.code(204).send(null);
    },
  });
};

export default homesModule;
