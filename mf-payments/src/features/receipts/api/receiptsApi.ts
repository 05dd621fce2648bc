// Calls of `receipts`. Loads are silent: the page shows its own failure with a retry.
import { api, type RentReceipt, type RentRequest } from '@coloc/shared';

const silent = { context: { silent: true } };

export function fetchReceipts(): Promise<RentReceipt[]> {
  return api.get('receipts', silent).json<RentReceipt[]>();
}

export function fetchRentRequests(): Promise<RentRequest[]> {
  return api.get('rent-requests', silent).json<RentRequest[]>();
}
