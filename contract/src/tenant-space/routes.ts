// The tenant-space route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { HomeIdParams } from '../homes/schemas';
import { defineRoutes } from '../route-map';
import { TENANT_SPACE_ENDPOINTS } from './endpoints';
import {
  IdParams,
  NextColocationPlanBody,
  NextColocationPlanSchema,
  ReceiptPdfSchema,
  RentReceiptListSchema,
  RentRequestCancelledSchema,
  RentRequestListSchema,
  RentRequestSchema,
  TenantDocumentsOverviewSchema,
} from './schemas';

export const TENANT_SPACE_ROUTES = defineRoutes(TENANT_SPACE_ENDPOINTS, {
  'tenantSpace.documents': { response: { 200: TenantDocumentsOverviewSchema } },
  'tenantSpace.nextColocation': { response: { 200: NextColocationPlanSchema } },
  'tenantSpace.saveNextColocation': { body: NextColocationPlanBody, response: { 200: NextColocationPlanSchema } },
  'tenantSpace.receipts': { response: { 200: RentReceiptListSchema } },
  'tenantSpace.receiptPdf': { params: IdParams, response: { 200: ReceiptPdfSchema } },
  'tenantSpace.requestRent': { params: IdParams, response: { 201: RentRequestSchema } },
  'tenantSpace.rentRequests': { response: { 200: RentRequestListSchema } },
  'tenantSpace.homeRentRequests': { params: HomeIdParams, response: { 200: RentRequestListSchema } },
  'tenantSpace.cancelRentRequest': { params: IdParams, response: { 204: RentRequestCancelledSchema } },
});
