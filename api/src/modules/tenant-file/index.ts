import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import routes from './routes';

// For the profile cards (matching) and the tenant's documents page (tenant-space).
export { fileBadges, type FileBadges } from './badges';
export { tenantDocumentsOf, type TenantDocumentObject } from './store';
export { removeTenantFiles } from './files';

/**
 * The tenant file (« Mon dossier »), its documents, the rent guarantee and the revocable share
 * link an owner opens without signing in (issue 7). See README.md for the routes and rules.
 */
const tenantFileModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(routes);
};

export default tenantFileModule;
