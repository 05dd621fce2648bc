// Calls of the tenant's `documents`. The load is silent: the page shows its own failure with a retry.
import { api, type TenantDocumentsOverview } from '@coloc/shared';

export function fetchTenantDocuments(): Promise<TenantDocumentsOverview> {
  return api.get('tenant-documents', { context: { silent: true } }).json<TenantDocumentsOverview>();
}
