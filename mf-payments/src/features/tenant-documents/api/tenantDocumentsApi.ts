// Calls of the tenant's `documents`. The load is silent: the page shows its own failure with a retry.
import type { TenantDocumentsOverview } from '@coloc/shared';
import { call } from '@coloc/shared';
import { TENANT_SPACE_ENDPOINTS } from '@coloc/contract/tenant-space/endpoints';

export function fetchTenantDocuments(): Promise<TenantDocumentsOverview> {
  return call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.documents', {}, { context: { silent: true } });
}
