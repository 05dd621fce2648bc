import { TENANT_FILE_ROUTES as ROUTES } from '@coloc/contract/tenant-file/routes';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db';
import type { TenantFileShareRow } from '../../db/tables/tenant-file';
import { HttpError } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { attachmentDisposition } from '../../lib/documents/files';
import { DOWNLOAD_HEADERS } from './document-routes';
import { readTenantDocument } from './files';
import { TENANT_FILE_MESSAGES as M } from './messages';
import { EMPLOYMENT_STATUSES, incomeBracket, isComplete, isEmploymentStatus, type GuaranteeStatus, type TenantDocumentCategory, type TenantFileStatus } from './rules';
import { PUBLIC_DOC } from './schemas';
import { logShareEvent, shareByToken } from './share-links';
import { documentsOf, ensureFile, examinePending } from './store';
import { watermarkImage, watermarkLines, watermarkPdf } from './watermark';

/** Per address: enough for an owner reading a few files, too few to try tokens. */
export const SHARED_FILE_RATE_LIMITS = { viewsPerMinute: 60, downloadsPerMinute: 30 } as const;

/** « Léa M. » */
export function displayName(firstName: string, name: string): string {
  const initial = Array.from(name.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('fr-FR')}.` : firstName.trim();
}

/** The link a token names, or the French 404 (never had) / 410 (revoked or replaced). */
async function liveShare(db: Db, token: string): Promise<TenantFileShareRow> {
  const share = await shareByToken(db, token);
  if (!share) throw new HttpError(404, M.shareUnknown);
  if (share.revoked_at !== null) throw new HttpError(410, M.shareRevoked);
  return share;
}

/** A shared file is for the person it was sent to: kept out of search engines and shared caches. */
function privateHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('x-robots-tag', 'noindex, nofollow, noarchive').header('cache-control', 'private, no-store');
}

/** What an owner opens from a share link, without signing in: GET /api/shared-files/{token}[/documents/{id}]. */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.route({
    ...contractRoute(ROUTES['tenantFile.sharedFile'], {
      ...PUBLIC_DOC,
      summary: 'Dossier locataire partagé (public)',
      description:
        "Sans connexion. Prénom et initiale, situation, tranche de revenus, garantie et loyer couvert, liste des documents ; jamais l'e-mail, le téléphone ni l'adresse. Chaque ouverture est comptée pour le locataire. 404 pour un lien inconnu, 410 pour un lien révoqué. Non indexé.",
    }),
    config: { rateLimit: { max: SHARED_FILE_RATE_LIMITS.viewsPerMinute, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      privateHeaders(reply);
      const share = await liveShare(db, request.params.token);
      const user = await db.selectFrom('users').select(['first_name', 'name']).where('id', '=', share.user_id).executeTakeFirstOrThrow();
      const file = await examinePending(db, await ensureFile(db, share.user_id));
      const documents = await documentsOf(db, share.user_id);
      await logShareEvent(db, share.id, { kind: 'view' });
      const token = request.params.token;
      return {
        display_name: displayName(user.first_name, user.name),
        status: file.status as TenantFileStatus,
        complete: isComplete(file, documents.map((doc) => doc.category)),
        confirmed_at: file.confirmed_at,
        employment_label: isEmploymentStatus(file.employment_status) ? EMPLOYMENT_STATUSES[file.employment_status] : null,
        income_bracket: incomeBracket(file.monthly_income_cents),
        guarantee: { status: file.guarantee_status as GuaranteeStatus, max_rent_cents: file.guarantee_max_rent_cents, decided_at: file.guarantee_decided_at },
        documents: documents.map((doc) => ({
          id: doc.id,
          category: doc.category as TenantDocumentCategory,
          title: doc.title,
          mime: doc.mime,
          bytes: doc.bytes,
          created_at: doc.created_at,
          download_url: `/api/shared-files/${token}/documents/${doc.id}`,
        })),
        shared_at: share.created_at,
      };
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantFile.sharedDocument'], {
      ...PUBLIC_DOC,
      summary: "Télécharger un document d'un dossier partagé (filigrané)",
      description:
        "Sans connexion. Le document porte en filigrane, sur chaque page ou sur l'image, « Transmis via Toit Partagé le JJ/MM/AAAA — uniquement pour l’étude d’une candidature locative ». Toujours en pièce jointe.",
      produces: ['application/pdf', 'image/jpeg', 'image/png'],
    }),
    config: { rateLimit: { max: SHARED_FILE_RATE_LIMITS.downloadsPerMinute, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      privateHeaders(reply);
      const share = await liveShare(db, request.params.token);
      const row = await db
        .selectFrom('tenant_documents')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', share.user_id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, M.documentNotFound);
      const data = await readTenantDocument(config.dataDir, row.file);
      if (!data) {
        request.log.error({ document: row.id }, 'tenant document file missing');
        throw new HttpError(404, M.documentNotFound);
      }
      const lines = watermarkLines();
      let stamped: Buffer;
      try {
        stamped =
          row.mime === 'application/pdf'
            ? await watermarkPdf(data, lines)
            : await watermarkImage(data, row.mime === 'image/png' ? 'image/png' : 'image/jpeg', lines);
      } catch (error) {
        // Never the original instead: a document leaves through a link only watermarked.
        request.log.error({ err: error, document: row.id }, 'tenant document could not be watermarked');
        throw new HttpError(422, M.watermarkFailed);
      }
      await logShareEvent(db, share.id, { kind: 'download', documentId: row.id });
      const mime = row.mime === 'application/pdf' || row.mime === 'image/png' ? row.mime : 'image/jpeg';
      return reply
        .headers(DOWNLOAD_HEADERS)
        .header('cache-control', 'private, no-store')
        .header('content-type', mime)
        .header('content-disposition', attachmentDisposition(row.title, mime))
        .send(stamped);
    },
  });
};

export default publicRoutes;
