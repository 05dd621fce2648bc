// The routes of the tenant file: « Mon dossier » (situation, confirmation, share link), its
// documents (upload, download, delete) and the shared file an owner opens without signing in.
// Thin handlers: the reads and writes are in store.ts, the decisions in rules.ts, who may act in
// access.ts. Three plugins, registered in this order, because only the documents take multipart.
import { TENANT_FILE_ROUTES as ROUTES } from '@coloc/contract/tenant-file/routes';
import { TITLE_LIMITS } from '@coloc/contract/tenant-file/limits';
import multipart from '@fastify/multipart';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { TenantDocumentRow } from '../../db/tables/tenant-file';
import { contractRoute } from '../../lib/contract-route';
import { attachmentDisposition, removeDocumentFile, removeDocumentFileAfterCommit, sniffDocument } from '../../lib/documents/files';
import { badRequest, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { liveShare, seekerOf } from './access';
import { readTenantDocument, readTenantUpload, storeTenantDocument, TENANT_UPLOAD_LIMITS } from './files';
import { TENANT_FILE_MESSAGES as M } from './messages';
import {
  displayName,
  DOCUMENT_CATEGORIES,
  DOCUMENT_QUOTA,
  EMPLOYMENT_STATUSES,
  incomeBracket,
  isComplete,
  isEmploymentStatus,
  quotaProblem,
  type GuaranteeStatus,
  type QuotaProblem,
  type TenantDocumentCategory,
  type TenantFileStatus,
} from './rules';
import { DOC, PUBLIC_DOC } from './schemas';
import { createShare, logShareEvent, revokeShare } from './share-links';
import {
  addDocument,
  confirmFile,
  deleteDocument,
  documentOf,
  documentsOf,
  documentUsage,
  ensureFile,
  examinePending,
  loadTenantFile,
  namesOf,
  saveSituation,
} from './store';
import { imageReadable, pdfProblem, watermarkImage, watermarkLines, watermarkPdf } from './watermark';

export const FIELD_TEXTS = {
  employment_status: { invalid: M.employmentInvalid },
  monthly_income_cents: { invalid: M.incomeInvalid },
  sworn_statement: { invalid: M.swornRequired, required: M.swornRequired },
};

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
      await saveSituation(db, file, next);
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
      const outcome = await confirmFile(db, user.id);
      if (outcome.kind === 'alreadyConfirmed') throw new HttpError(409, M.alreadyConfirmed);
      if (outcome.kind === 'incomplete') throw new HttpError(409, M.incomplete(outcome.missing));
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

const QUOTA_MESSAGES = { count: M.quotaCount, bytes: M.quotaBytes } as const;

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
    const row = await documentOf(db, userId, id);
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
      const early = quotaProblem(await documentUsage(db, user.id), data.length);
      if (early) throw new HttpError(409, QUOTA_MESSAGES[early]);
      const stored = await storeTenantDocument(config.dataDir, user.id, data);
      let problem: QuotaProblem | null;
      try {
        problem = await addDocument(db, user.id, { category, title, file: stored, mime, bytes: data.length });
      } catch (error) {
        await removeDocumentFile(config.dataDir, stored).catch(() => undefined);
        throw error;
      }
      if (problem) {
        await removeDocumentFile(config.dataDir, stored).catch(() => undefined);
        throw new HttpError(409, QUOTA_MESSAGES[problem]);
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
      await deleteDocument(db, await ensureFile(db, user.id), row.id);
      await removeDocumentFileAfterCommit(config.dataDir, row.file, request.log);
      reply.header('cache-control', 'no-store');
      return loadTenantFile(db, config.publicUrl, user.id);
    },
  });
};

/** Per address: enough for an owner reading a few files, too few to try tokens. */
export const SHARED_FILE_RATE_LIMITS = { viewsPerMinute: 60, downloadsPerMinute: 30 } as const;

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
      const user = await namesOf(db, share.user_id);
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
      const row = await documentOf(db, share.user_id, request.params.id);
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

/** Every route of the module, in the order the OpenAPI document lists them. */
const tenantFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fileRoutes);
  await app.register(documentRoutes);
  await app.register(publicRoutes);
};

export default tenantFileRoutes;
