// Calls of `receipts`. Loads are silent: the page shows its own failure with a retry.
import type { RentReceipt, RentRequest } from '@coloc/shared';
import { call } from '@coloc/shared';
import { TENANT_SPACE_ENDPOINTS } from '@coloc/contract/tenant-space/endpoints';

const silent = { context: { silent: true } };

export function fetchReceipts(): Promise<RentReceipt[]> {
  return call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.receipts', {}, silent);
}

export function fetchRentRequests(): Promise<RentRequest[]> {
  return call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.rentRequests', {}, silent);
}
