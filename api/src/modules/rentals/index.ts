import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import diagnosticRoutes from './routes/diagnostics';
import documentRoutes from './routes/documents';
import leaseRoutes from './routes/leases';
import managementRoutes from './routes/management';
import myColocationRoutes from './routes/my-colocation';
import reportRoutes from './routes/reports';
import requestRoutes from './routes/requests';

// For the properties list (diagnostics_alerts) and other modules that summarise a home.
export { diagnosticAlerts, diagnosticStates } from './diagnostics-rules';
export { homeDiagnostics } from './diagnostics';
export { landlordHome } from './access';
export { listDocuments } from './documents';
export { pdfText } from './lease-pdf';
export { tenantLeases } from './leases';
export { homeLabel } from './mail';
export { shortName } from './people';
export { endDueTenancies, ensureRentLines } from './tenancies';
export { type DiagnosticRecord } from './diagnostics-rules';

/**
 * Rental management (issue 6): gestion, diagnostics, documents, demandes, bail, reports and the
 * seeker's ma-co-location. Each area is its own plugin (`routes/<area>.ts`); see README.md for the
 * routes, the rules and where each kind of code lives.
 */
const rentalsModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(managementRoutes);
  await app.register(diagnosticRoutes);
  await app.register(documentRoutes);
  await app.register(requestRoutes);
  await app.register(leaseRoutes);
  await app.register(reportRoutes);
  await app.register(myColocationRoutes);
};

export default rentalsModule;
