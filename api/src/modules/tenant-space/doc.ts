// OpenAPI text of the tenant-space routes; their schemas are the contract's (@coloc/contract/tenant-space).
export const DOC_TENANT = { tags: ['tenant-space'], security: [{ session: [] }] };
