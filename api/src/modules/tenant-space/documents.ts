import { TENANT_SPACE_ROUTES as ROUTES } from '@coloc/contract/tenant-space/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import type { UserRow } from '../../db/types';
import { contractRoute } from '../../lib/contract-route';
import { parisDate } from '../../lib/dates';
import { listDocuments } from '../rentals';
import { tenantLeases } from '../rentals';
import { tenantDocumentsOf } from '../tenant-file';
import { homeName, tenantReceipts } from './receipts';
import { DOC_TENANT as DOC } from './doc';
import type { TenantDocumentsOverviewObject } from '@coloc/contract/tenant-space/schemas';

/** The pieces of the tenant file (read through the tenant-file module), each downloadable by its owner. */
async function tenantFileDocuments(db: Db, userId: number): Promise<TenantDocumentsOverviewObject['file_documents']> {
  return (await tenantDocumentsOf(db, userId)).map((doc) => ({ ...doc, download_url: `/api/tenant-file/documents/${doc.id}` }));
}

/** Everything a tenant may download: leases, receipts, documents the landlords share, their own file. */
export async function tenantDocuments(db: Db, user: Pick<UserRow, 'id' | 'email'>, today: string): Promise<TenantDocumentsOverviewObject> {
  const leases = await tenantLeases(db, user);
  const homeIds = [...new Set(leases.map((lease) => lease.home_id))];
  const running = await db.selectFrom('tenancies').select('home_id').where('tenant_user_id', '=', user.id).where('status', '=', 'active').execute();
  // Shared documents are downloadable by the tenants of a running (or coming) tenancy only.
  const sharedHomeIds = [...new Set(running.map((t) => t.home_id))];
  const homes =
    homeIds.length === 0 ? [] : await db.selectFrom('homes').select(['id', 'name', 'city']).where('id', 'in', homeIds).execute();
  const homeDocuments = (await Promise.all(sharedHomeIds.map((id) => listDocuments(db, id, true)))).flat();
  homeDocuments.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
  return {
    leases: leases.map((lease) => {
      const home = homes.find((h) => h.id === lease.home_id);
      return {
        id: lease.id,
        home_name: home ? homeName(home) : 'Mon logement',
        start_date: lease.start_date,
        status: lease.status,
        pdf_url: lease.pdf_url,
      };
    }),
    receipts: (await tenantReceipts(db, user.id, today)).filter((receipt) => receipt.pdf_url !== null),
    home_documents: homeDocuments.map((doc) => ({ id: doc.id, title: doc.title, category: doc.category, created_at: doc.created_at, url: doc.download_url })),
    file_documents: await tenantFileDocuments(db, user.id),
  };
}

const tenantDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(ROUTES['tenantSpace.documents'], {
      ...DOC,
      summary: 'Mes documents de locataire : baux, quittances, documents partagés par mes bailleurs, mon dossier',
      description:
        "Les baux envoyés à mon adresse (PDF : GET /api/leases/{id}/pdf), les quittances des mois payés, les documents partagés des logements où ma location est en cours (GET /api/documents/{id}/download) et les pièces de mon dossier locataire.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tenantDocuments(app.db, request.user!, parisDate());
    },
  });
};

export default tenantDocumentRoutes;
