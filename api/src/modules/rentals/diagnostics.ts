import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso, type Db } from '../../db';
import { badRequest, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { landlordHome } from './access';
import { parisDate } from '../../lib/dates';
import { diagnosticStates, EARLIEST_DIAGNOSTIC, type DiagnosticKind, type DiagnosticStatus } from './diagnostics-rules';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from './field-texts';
import { RENTAL_MESSAGES as M } from './messages';

export async function homeDiagnostics(db: Db, homeId: number, today: string): Promise<DiagnosticStatus[]> {
  const rows = await db.selectFrom('diagnostics').select(['kind', 'performed_on', 'document_id']).where('home_id', '=', homeId).execute();
  return diagnosticStates(rows, today);
}

/** Mandatory French diagnostics of a home: dates, files, expiry (landlords of the home). */
const diagnosticRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['rentals.diagnostics'], {
      ...DOC,
      summary: 'Diagnostics obligatoires du logement et leur validité',
      description: "Tout le catalogue, dans l'ordre : « missing » (obligatoire, non renseigné), « valid », « expiring » (fin de validité dans les 90 jours), « expired », « not_required ».",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      reply.header('cache-control', 'no-store');
      return homeDiagnostics(db, home.id, parisDate());
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.saveDiagnostic'], {
      ...DOC,
      summary: "Renseigner la date d'un diagnostic (et son document)",
      description: 'Date ni future ni antérieure à 1990 ; le document éventuel doit appartenir au même logement.',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      const kind = request.params.kind as DiagnosticKind;
      const { performed_on: performedOn } = request.body;
      const documentId = request.body.document_id ?? null;
      const today = parisDate();
      if (performedOn > today) throw badRequest(M.performedOnFuture);
      if (performedOn < EARLIEST_DIAGNOSTIC) throw badRequest(M.performedOnTooOld);
      if (documentId !== null) {
        const document = await db.selectFrom('home_documents').select('id').where('id', '=', documentId).where('home_id', '=', home.id).executeTakeFirst();
        if (!document) throw badRequest(M.documentNotInHome);
      }
      const now = nowIso();
      await db
        .insertInto('diagnostics')
        .values({ home_id: home.id, kind, performed_on: performedOn, document_id: documentId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['home_id', 'kind']).doUpdateSet({ performed_on: performedOn, document_id: documentId, updated_at: now }))
        .execute();
      reply.header('cache-control', 'no-store');
      return (await homeDiagnostics(db, home.id, today)).find((d) => d.kind === kind)!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.deleteDiagnostic'], {
      ...DOC,
      summary: 'Effacer un diagnostic renseigné',
      description: "Le document qui l'accompagnait reste dans les documents du logement.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      const result = await db.deleteFrom('diagnostics').where('home_id', '=', home.id).where('kind', '=', request.params.kind).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new HttpError(404, M.diagnosticNotFound);
      return reply.code(204).send(null);
    },
  });
};

export default diagnosticRoutes;
