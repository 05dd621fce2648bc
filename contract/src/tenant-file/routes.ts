// The tenant-file route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult). The upload takes a multipart form, so it
// has no JSON body here (the client sends its FormData as ky's `body`).
import { defineRoutes } from '../route-map';
import { TENANT_FILE_ENDPOINTS } from './endpoints';
import {
  ConfirmBody,
  DocumentIdParams,
  OwnDocumentFileSchema,
  SharedDocumentFileSchema,
  SharedTenantFileSchema,
  SituationBody,
  TenantFileSchema,
  TokenDocumentParams,
  TokenParams,
} from './schemas';

export const TENANT_FILE_ROUTES = defineRoutes(TENANT_FILE_ENDPOINTS, {
  'tenantFile.file': { response: { 200: TenantFileSchema } },
  'tenantFile.saveSituation': { body: SituationBody, response: { 200: TenantFileSchema } },
  'tenantFile.confirm': { body: ConfirmBody, response: { 200: TenantFileSchema } },
  'tenantFile.createShare': { response: { 201: TenantFileSchema } },
  'tenantFile.revokeShare': { response: { 200: TenantFileSchema } },
  'tenantFile.uploadDocument': { response: { 201: TenantFileSchema } },
  'tenantFile.downloadDocument': { params: DocumentIdParams, response: { 200: OwnDocumentFileSchema } },
  'tenantFile.deleteDocument': { params: DocumentIdParams, response: { 200: TenantFileSchema } },
  'tenantFile.sharedFile': { params: TokenParams, response: { 200: SharedTenantFileSchema } },
  'tenantFile.sharedDocument': { params: TokenDocumentParams, response: { 200: SharedDocumentFileSchema } },
});
