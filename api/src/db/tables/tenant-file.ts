// Tables of modules/tenant-file (migration 011): the tenant file, its documents, the guarantee and share links.
export interface TenantFileTables {}
