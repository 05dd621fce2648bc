import { TENANT_FILE_ROUTES as ROUTES } from '@coloc/contract/tenant-file/routes';
import multipart from '@fastify/multipart';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso, toCount, type Db } from '../../db';
import type { TenantDocumentRow } from '../../db/tables/tenant-file';
import { badRequest, HttpError } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { attachmentDisposition, removeDocumentFile, removeDocumentFileAfterCommit, sniffDocument } from '../../lib/documents/files';
import { seekerOf } from './file-routes';
import { readTenantDocument, readTenantUpload, storeTenantDocument, TENANT_UPLOAD_LIMITS } from './files';
import { TITLE_LIMITS } from '@coloc/contract/tenant-file/limits';
import { TENANT_FILE_MESSAGES as M } from './messages';
import { DOCUMENT_CATEGORIES, DOCUMENT_QUOTA, type TenantDocumentCategory } from './rules';
import { DOC } from './schemas';
import { BACK_TO_DRAFT, ensureFile, loadTenantFile, needsReset } from './store';
import { imageReadable, pdfProblem } from './watermark';

function formFields(fields: Record<string, string>): { category: TenantDocumentCategory; title: string } {
  const category = (fields.category ?? '').trim();
  if (category === '') throw badRequest(M.categoryRequired);
  if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) throw badRequest(M.categoryInvalid);
  const title = (fields.title ?? '').trim().replace(/\s+/g, ' ');
  if (title === '') throw badRequest(M.titleRequired);
  const length = Array.from(title).length;
  if (length < TITLE_LIMITS.min || length > TITLE_LIMITS.max) throw badRequest(M.titleLength);
  return { category: category as TenantDocumentCategory, title };
}

/** 409 when one more document of `bytes` would pass the seeker's quota (count or total size). */
async function checkQuota(db: Pick<Db, 'selectFrom'>, userId: number, bytes: number): Promise<void> {
  const usage = await db
    .selectFrom('tenant_documents')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number>('bytes').as('bytes')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (toCount(usage.count) >= DOCUMENT_QUOTA.count) throw new HttpError(409, M.quotaCount);
  if (toCount(usage.bytes) + bytes > DOCUMENT_QUOTA.bytes) throw new HttpError(409, M.quotaBytes);
}

/** Sent as stored, to its owner only: always an attachment, never rendered by the browser. */
export const DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-store',
} as const;

export function safeMime(mime: string): string {
  return ['application/pdf', 'image/jpeg', 'image/png'].includes(mime) ? mime : 'application/octet-stream';
}

/** The documents of « Mon dossier »: upload (checked by content, size and quota), download, delete. */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  // Scoped to this plugin: only the upload route takes multipart bodies.
  await app.register(multipart, { limits: TENANT_UPLOAD_LIMITS });

  async function ownDocument(userId: number, id: number): Promise<TenantDocumentRow> {
    const row = await db.selectFrom('tenant_documents').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    // Someone else's document is as unknown as a missing one: its existence is not confirmed.
    if (!row) throw new HttpError(404, M.documentNotFound);
    return row;
  }

  app.route({
    ...contractRoute(ROUTES['tenantFile.uploadDocument'], {
      ...DOC,
      summary: 'Ajouter un document au dossier',
      description: `Formulaire multipart : « file » (PDF, JPEG ou PNG reconnu par son contenu, strictement moins de 10 Mo ; un PDF protégé par mot de passe est refusé), « category » (${DOCUMENT_CATEGORIES.join(', ')}), « title » (${TITLE_LIMITS.min} à ${TITLE_LIMITS.max} caractères). Au plus ${DOCUMENT_QUOTA.count} documents et ${DOCUMENT_QUOTA.bytes / (1024 * 1024)} Mo par personne. Un dossier confirmé repasse en brouillon.`,
      consumes: ['multipart/form-data'],
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      // The role is checked before the body is read.
      const user = seekerOf(request.user);
      const { data, fields } = await readTenantUpload(request);
      const { category, title } = formFields(fields);
      const mime = sniffDocument(data);
      if (!mime) throw badRequest(M.documentType);
      if (mime === 'application/pdf') {
        const problem = await pdfProblem(data);
        if (problem) throw badRequest(problem === 'encrypted' ? M.pdfEncrypted : M.pdfUnreadable);
      } else if (!(await imageReadable(data))) {
        throw badRequest(M.imageUnreadable);
      }
      // Checked before writing the file, and again with the insert in case of a concurrent upload.
      await checkQuota(db, user.id, data.length);
      const stored = await storeTenantDocument(config.dataDir, user.id, data);
      try {
        await db.transaction().execute(async (trx) => {
          await checkQuota(trx, user.id, data.length);
          const file = await ensureFile(trx, user.id);
          const now = nowIso();
          await trx.insertInto('tenant_documents').values({ user_id: user.id, category, title, file: stored, mime, bytes: data.length, created_at: now }).execute();
          await trx
            .updateTable('tenant_files')
            .set({ ...(needsReset(file) ? BACK_TO_DRAFT : {}), updated_at: now })
            .where('id', '=', file.id)
            .execute();
        });
      } catch (error) {
        await removeDocumentFile(config.dataDir, stored).catch(() => undefined);
        throw error;
      }
      reply.code(201).header('cache-control', 'no-store');
      return loadTenantFile(db, config.publicUrl, user.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantFile.downloadDocument'], {
      ...DOC,
      summary: 'Télécharger un de mes documents',
      description: 'Le document tel que déposé, à son seul propriétaire, en pièce jointe. Le document de quelqu\'un d\'autre répond 404.',
      produces: ['application/pdf', 'image/jpeg', 'image/png'],
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = seekerOf(request.user);
      const row = await ownDocument(user.id, request.params.id);
      const data = await readTenantDocument(config.dataDir, row.file);
      if (!data) {
        request.log.error({ document: row.id }, 'tenant document file missing');
        throw new HttpError(404, M.documentNotFound);
      }
      const mime = safeMime(row.mime);
      return reply
        .headers(DOWNLOAD_HEADERS)
        .header('content-type', mime)
        .header('content-disposition', attachmentDisposition(row.title, mime))
        .send(data);
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantFile.deleteDocument'], {
      ...DOC,
      summary: 'Supprimer un de mes documents',
      description: 'Répond le dossier à jour. Un dossier confirmé repasse en brouillon et sa garantie est annulée.',
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = seekerOf(request.user);
      const row = await ownDocument(user.id, request.params.id);
      const file = await ensureFile(db, user.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('tenant_documents').where('id', '=', row.id).execute();
        await trx
          .updateTable('tenant_files')
          .set({ ...(needsReset(file) ? BACK_TO_DRAFT : {}), updated_at: nowIso() })
          .where('id', '=', file.id)
          .execute();
      });
      await removeDocumentFileAfterCommit(config.dataDir, row.file, request.log);
      reply.header('cache-control', 'no-store');
      return loadTenantFile(db, config.publicUrl, user.id);
    },
  });
};

export default documentRoutes;
