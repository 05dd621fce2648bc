// Tables of modules/tenant-space (migration 012): rent requests and the next-move plan.
export interface TenantSpaceTables {}
