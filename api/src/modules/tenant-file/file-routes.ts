import { TENANT_FILE_ROUTES as ROUTES } from '@coloc/contract/tenant-file/routes';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { TENANT_FILE_MESSAGES as M } from './messages';
import { missingParts } from './rules';
import { DOC } from './schemas';
import { createShare, revokeShare } from './share-links';
import { BACK_TO_DRAFT, documentsOf, ensureFile, examinePending, loadTenantFile, needsReset } from './store';

export const FIELD_TEXTS = {
  employment_status: { invalid: M.employmentInvalid },
  monthly_income_cents: { invalid: M.incomeInvalid },
  sworn_statement: { invalid: M.swornRequired, required: M.swornRequired },
};

/** The file routes are the seekers' (coloc role, type & 1). */
export function seekerOf(user: UserRow | null): UserRow {
  if (!user) throw new HttpError(401, 'Vous devez être connecté.');
  if ((user.type & 1) === 0) throw new HttpError(403, M.seekersOnly);
  return user;
}

/** « Mon dossier »: the situation, the confirmation with its guarantee request, the share link. */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const errorHandler = fieldErrorHandler(FIELD_TEXTS);
  const answer = (userId: number) => loadTenantFile(db, config.publicUrl, userId);

  app.route({
    ...contractRoute(ROUTES['tenantFile.file'], {
      ...DOC,
      summary: 'Mon dossier locataire',
      description: "Le dossier du colocataire connecté, créé vide à la première lecture : situation, documents, garantie de loyer, lien de partage actif et son nombre de consultations.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = seekerOf(request.user);
      reply.header('cache-control', 'no-store');
      return answer(user.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantFile.saveSituation'], {
      ...DOC,
      summary: 'Renseigner sa situation',
      description:
        'Situation professionnelle (liste fermée) et revenus mensuels nets en centimes (0 à 10 000 000). Un champ absent reste inchangé. Un changement sur un dossier confirmé le repasse en brouillon et annule la garantie.',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = seekerOf(request.user);
      const file = await ensureFile(db, user.id);
      const next = {
        employment_status: request.body.employment_status === undefined ? file.employment_status : request.body.employment_status,
        monthly_income_cents: request.body.monthly_income_cents === undefined ? file.monthly_income_cents : request.body.monthly_income_cents,
      };
      const changed = next.employment_status !== file.employment_status || next.monthly_income_cents !== file.monthly_income_cents;
      if (changed) {
        await db
          .updateTable('tenant_files')
          .set({ ...next, ...(needsReset(file) ? BACK_TO_DRAFT : {}), updated_at: nowIso() })
          .where('id', '=', file.id)
          .execute();
      }
      reply.header('cache-control', 'no-store');
      return answer(user.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantFile.confirm'], {
      ...DOC,
      summary: 'Confirmer son dossier et demander la garantie de loyer',
      description:
        "Demande `sworn_statement: true` (déclaration sur l'honneur) et un dossier complet, sinon 409 avec la liste de ce qui manque. Le dossier passe « confirmed » et la demande de garantie est déposée puis étudiée (règle dans le README du module).",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = seekerOf(request.user);
      if (request.body.sworn_statement !== true) throw new HttpError(400, M.swornRequired);
      await ensureFile(db, user.id);
      await db.transaction().execute(async (trx) => {
        const file = await trx.selectFrom('tenant_files').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
        if (file.status === 'confirmed') throw new HttpError(409, M.alreadyConfirmed);
        const documents = await documentsOf(trx, user.id);
        const missing = missingParts(file, documents.map((doc) => doc.category));
        if (missing.length > 0) throw new HttpError(409, M.incomplete(missing));
        const at = nowIso();
        await trx
          .updateTable('tenant_files')
          .set({
            status: 'confirmed',
            confirmed_at: at,
            guarantee_status: 'requested',
            guarantee_max_rent_cents: null,
            guarantee_reason: null,
            guarantee_requested_at: at,
            guarantee_decided_at: null,
            updated_at: at,
          })
          .where('id', '=', file.id)
          .execute();
      });
      await examinePending(db, await ensureFile(db, user.id));
      reply.header('cache-control', 'no-store');
      return answer(user.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantFile.createShare'], {
      ...DOC,
      summary: 'Créer un lien de partage du dossier',
      description:
        "Un lien public (sans connexion) vers le dossier, à transmettre à un propriétaire. Un nouveau lien remplace et révoque l'ancien. L'URL est dans `share.url`.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = seekerOf(request.user);
      await ensureFile(db, user.id);
      await createShare(db, user.id);
      reply.code(201).header('cache-control', 'no-store');
      return answer(user.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantFile.revokeShare'], {
      ...DOC,
      summary: 'Révoquer le lien de partage',
      description: "Le lien répond aussitôt 410 « lien révoqué ». 404 s'il n'y a pas de lien actif.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = seekerOf(request.user);
      if (!(await revokeShare(db, user.id))) throw new HttpError(404, M.noShare);
      reply.header('cache-control', 'no-store');
      return answer(user.id);
    },
  });
};

export default fileRoutes;
