// Documents routes: thin handlers; who may read a document and how one is stored are in
// documents.ts, the rows in store/documents.ts, the form's fields in document-form.ts.
import fs from 'node:fs';
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toInt } from '../../../db';
import type { HomeDocumentRow } from '../../../db/types';
import { attachmentDisposition, documentPath, removeDocumentFileAfterCommit, sniffDocument } from '../../../lib/documents/files';
import { badRequest, HttpError } from '../../../lib/errors';
import { fieldErrorHandler } from '../../../lib/field-validation';
import { contractRoute } from '../../../lib/contract-route';
import { trimBody } from '../../../lib/trim';
import { homeForReader, landlordHome, ownedByLandlord, type Caller } from '../access';
import { DOCUMENT_UPLOAD_LIMITS, formFields, readDocumentForm } from '../document-form';
import { addDocument, documentForReader, listDocuments, toHomeDocuments } from '../documents';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from '../field-texts';
import { RENTAL_MESSAGES as M } from '../messages';
import { deleteDocument, documentById, updateDocument } from '../store/documents';

/** Documents of a home: its landlords upload and manage them; tenants download those shared with them. */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);
  // Scoped to this plugin: only the upload route takes multipart bodies.
  await app.register(multipart, { limits: DOCUMENT_UPLOAD_LIMITS });

  async function documentForLandlord(user: Caller, id: number): Promise<HomeDocumentRow> {
    return (await ownedByLandlord(db, user, await documentById(db, id), M.documentNotFound)).row;
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
      const row = await addDocument(db, config.dataDir, home, request.user!.id, { data, mime, title, category, shared });
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
      const row = await documentForReader(db, request.user!, request.params.id);
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
      const updated = await updateDocument(db, row.id, {
        title: title ?? row.title,
        shared: shared === undefined ? row.shared : toInt(shared),
        category: category ?? row.category,
      });
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
      await deleteDocument(db, row.id);
      await removeDocumentFileAfterCommit(config.dataDir, row.file, request.log);
      return reply.code(204).send(null);
    },
  });
};

export default documentRoutes;
