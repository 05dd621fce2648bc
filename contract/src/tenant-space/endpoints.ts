// Where the tenant-space routes answer (under /api). No TypeBox: the client bundles only this table.
// GET /homes/{id}/rent-requests takes the homes' id parameter (`default` or a number): it joins the
// map with the homes' schemas.
import type { Endpoint } from '../route-map';

export const TENANT_SPACE_ENDPOINTS = {
  'tenantSpace.documents': { method: 'GET', path: '/tenant-documents' },
  'tenantSpace.nextColocation': { method: 'GET', path: '/next-colocation' },
  'tenantSpace.saveNextColocation': { method: 'PUT', path: '/next-colocation' },
  'tenantSpace.receipts': { method: 'GET', path: '/receipts' },
  'tenantSpace.receiptPdf': { method: 'GET', path: '/receipts/:id/pdf' },
  'tenantSpace.requestRent': { method: 'POST', path: '/rent-payments/:id/request' },
  'tenantSpace.rentRequests': { method: 'GET', path: '/rent-requests' },
  'tenantSpace.homeRentRequests': { method: 'GET', path: '/homes/:id/rent-requests' },
  'tenantSpace.cancelRentRequest': { method: 'DELETE', path: '/rent-requests/:id' },
} as const satisfies Record<`tenantSpace.${string}`, Endpoint>;
