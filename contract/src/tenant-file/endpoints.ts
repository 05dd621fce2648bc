// Where the tenant-file routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const TENANT_FILE_ENDPOINTS = {
  'tenantFile.file': { method: 'GET', path: '/tenant-file' },
  'tenantFile.saveSituation': { method: 'PUT', path: '/tenant-file' },
  'tenantFile.confirm': { method: 'POST', path: '/tenant-file/confirm' },
  'tenantFile.createShare': { method: 'POST', path: '/tenant-file/share' },
  'tenantFile.revokeShare': { method: 'DELETE', path: '/tenant-file/share' },
  'tenantFile.uploadDocument': { method: 'POST', path: '/tenant-file/documents' },
  'tenantFile.downloadDocument': { method: 'GET', path: '/tenant-file/documents/:id' },
  'tenantFile.deleteDocument': { method: 'DELETE', path: '/tenant-file/documents/:id' },
  'tenantFile.sharedFile': { method: 'GET', path: '/shared-files/:token' },
  'tenantFile.sharedDocument': { method: 'GET', path: '/shared-files/:token/documents/:id' },
} as const satisfies Record<`tenantFile.${string}`, Endpoint>;
