import fs from 'node:fs';
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso, toBool, toInt, type Db } from '../../db';
import type { HomeDocumentRow } from '../../db/types';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { activeTenancyOf, homeForReader, landlordHome, ownedByLandlord, type Caller } from './access';
import { attachmentDisposition, documentPath, removeDocumentFile, removeDocumentFileAfterCommit, sniffDocument, storeDocument } from '../../lib/documents/files';
import { DOCUMENT_UPLOAD_LIMITS, readDocumentForm } from './document-form';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from './field-texts';
import { RENTAL_MESSAGES as M } from './messages';
import { peopleById, shortName } from './people';
import { DOCUMENT_CATEGORIES, RENTAL_LIMITS, type DocumentCategoryValue } from '@coloc/contract/rentals/limits';
import type { HomeDocumentObject } from '@coloc/contract/rentals/schemas';

function isCategory(value: string): value is DocumentCategoryValue {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

export async function toHomeDocuments(db: Db, rows: readonly HomeDocumentRow[]): Promise<HomeDocumentObject[]> {
  const people = await peopleById(db, rows.map((row) => row.uploaded_by));
  return rows.map((row) => {
    const uploader = row.uploaded_by === null ? undefined : people.get(row.uploaded_by);
    return {
      id: row.id,
      home_id: row.home_id,
      title: row.title,
      category: isCategory(row.category) ? row.category : 'autre',
      shared: toBool(row.shared),
      mime: row.mime,
      bytes: row.bytes,
      uploaded_by: uploader ? shortName(uploader) : 'Utilisateur supprimé',
      created_at: row.created_at,
      download_url: `/api/documents/${row.id}/download`,
    };
  });
}

/** The home's documents for its landlords (all) or its tenants (shared only), newest first. */
export async function listDocuments(db: Db, homeId: number, sharedOnly: boolean): Promise<HomeDocumentObject[]> {
  let query = db.selectFrom('home_documents').selectAll().where('home_id', '=', homeId);
  if (sharedOnly) query = query.where('shared', '=', 1);
  return toHomeDocuments(db, await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute());
}

/** The title, category and shared flag of the upload form, checked like a JSON body would be. */
function formFields(fields: Record<string, string>): { title: string; category: DocumentCategoryValue; shared: boolean } {
  const title = (fields.title ?? '').trim();
  if (title.length === 0) throw badRequest(M.titleRequired);
  const length = Array.from(title).length;
  if (length < RENTAL_LIMITS.titleMin || length > RENTAL_LIMITS.titleMax) throw badRequest(M.titleLength);
  const category = (fields.category ?? 'autre').trim();
  if (!isCategory(category)) throw badRequest(M.categoryInvalid);
  const shared = (fields.shared ?? 'false').trim();
  if (shared !== 'true' && shared !== 'false') throw badRequest(M.sharedInvalid);
  return { title, category, shared: shared === 'true' };
}

/** Documents of a home: its landlords upload and manage them; tenants download those shared with them. */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);
  // Scoped to this plugin: only the upload route takes multipart bodies.
  await app.register(multipart, { limits: DOCUMENT_UPLOAD_LIMITS });

  async function documentForLandlord(user: Caller, id: number): Promise<HomeDocumentRow> {
    const row = await db.selectFrom('home_documents').selectAll().where('id', '=', id).executeTakeFirst();
    return (await ownedByLandlord(db, user, row, M.documentNotFound)).row;
  }

  app.route({
    ...contractRoute(ROUTES['rentals.documents'], {
      ...DOC,
      summary: 'Documents du logement',
      description: 'Les bailleurs voient tous les documents ; un locataire (location en cours) seulement ceux qui lui sont partagés.',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const { home, landlord } = await homeForReader(db, request.user!, request.params.id);
      reply.header('cache-control', 'no-store');
      return listDocuments(db, home.id, !landlord);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.uploadDocument'], {
      ...DOC,
      summary: 'Ajouter un document (bailleurs)',
      description:
        'Formulaire multipart : « file » (PDF, JPEG ou PNG, reconnu par son contenu, strictement moins de 10 Mo), « title » (2 à 120 caractères), « category », « shared » (« true » ou « false »).',
      consumes: ['multipart/form-data'],
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      // Access is checked before the body is read.
      const home = await landlordHome(db, request.user!, request.params.id);
      const { data, fields } = await readDocumentForm(request);
      const { title, category, shared } = formFields(fields);
      const mime = sniffDocument(data);
      if (!mime) throw badRequest(M.documentType);
      const file = await storeDocument(config.dataDir, home.id, data);
      let row: HomeDocumentRow;
      try {
        row = await db
          .insertInto('home_documents')
          .values({
            home_id: home.id,
            uploaded_by: request.user!.id,
            title,
            category,
            shared: toInt(shared),
            file,
            mime,
            bytes: data.length,
            created_at: nowIso(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        await removeDocumentFile(config.dataDir, file).catch(() => undefined);
        throw error;
      }
      const [answer] = await toHomeDocuments(db, [row]);
      reply.code(201).header('cache-control', 'no-store');
      return answer!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.downloadDocument'], {
      ...DOC,
      summary: 'Télécharger un document',
      description: "Bailleurs du logement, ou ses locataires pour un document partagé. Toujours en pièce jointe (Content-Disposition: attachment), avec le type reconnu à l'envoi.",
      produces: ['application/pdf', 'image/jpeg', 'image/png'],
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const row = await db.selectFrom('home_documents').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new HttpError(404, M.documentNotFound);
      const home = await db.selectFrom('homes').selectAll().where('id', '=', row.home_id).executeTakeFirstOrThrow();
      const { landlord } = await homeForReader(db, user, String(home.id));
      if (!landlord && !(toBool(row.shared) && (await activeTenancyOf(db, user.id, home.id)))) throw forbidden();
      let stream: fs.ReadStream;
      try {
        const absolute = documentPath(config.dataDir, row.file);
        await fs.promises.access(absolute);
        stream = fs.createReadStream(absolute);
      } catch {
        request.log.error({ document: row.id }, 'document file missing');
        throw new HttpError(404, M.documentNotFound);
      }
      // Only the three sniffed types are ever stored; anything else is sent as bytes, never rendered.
      const mime = ['application/pdf', 'image/jpeg', 'image/png'].includes(row.mime) ? row.mime : 'application/octet-stream';
      return reply
        .header('content-type', mime)
        .header('content-disposition', attachmentDisposition(row.title, mime))
        .header('content-length', row.bytes)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.updateDocument'], {
      ...DOC,
      summary: 'Renommer un document, le partager ou non avec les locataires (bailleurs)',
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['title']),
    errorHandler,
    handler: async (request, reply) => {
      const row = await documentForLandlord(request.user!, request.params.id);
      const { title, shared, category } = request.body;
      const updated = await db
        .updateTable('home_documents')
        .set({
          title: title ?? row.title,
          shared: shared === undefined ? row.shared : toInt(shared),
          category: category ?? row.category,
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const [answer] = await toHomeDocuments(db, [updated]);
      reply.header('cache-control', 'no-store');
      return answer!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.deleteDocument'], {
      ...DOC,
      summary: 'Supprimer un document (bailleurs)',
      description: 'Un diagnostic qui y renvoyait reste enregistré, sans document.',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const row = await documentForLandlord(request.user!, request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('diagnostics').set({ document_id: null, updated_at: nowIso() }).where('document_id', '=', row.id).execute();
        await trx.deleteFrom('home_documents').where('id', '=', row.id).execute();
      });
      await removeDocumentFileAfterCommit(config.dataDir, row.file, request.log);
      return reply.code(204).send(null);
    },
  });
};

export default documentRoutes;
