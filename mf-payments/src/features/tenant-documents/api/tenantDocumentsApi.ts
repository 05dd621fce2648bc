// Calls of the tenant's `documents`. The load is silent: the page shows its own failure with a retry.
import type { TenantDocumentsOverview } from '@coloc/shared';
import { call } from '@coloc/shared/call';

export function fetchTenantDocuments(): Promise<TenantDocumentsOverview> {
  return call('tenantSpace.documents', {}, { context: { silent: true } });
}
