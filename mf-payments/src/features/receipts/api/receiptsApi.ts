// Calls of `receipts`. Loads are silent: the page shows its own failure with a retry.
import type { RentReceipt, RentRequest } from '@coloc/shared';
import { call } from '@coloc/shared/call';

const silent = { context: { silent: true } };

export function fetchReceipts(): Promise<RentReceipt[]> {
  return call('tenantSpace.receipts', {}, silent);
}

export function fetchRentRequests(): Promise<RentRequest[]> {
  return call('tenantSpace.rentRequests', {}, silent);
}
