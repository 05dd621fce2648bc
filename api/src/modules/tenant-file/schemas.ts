// The request and answer schemas are the contract's (@coloc/contract/tenant-file/schemas, joined to
// the routes in @coloc/contract/tenant-file/routes); what stays here is the OpenAPI text of the module.

export const DOC = { tags: ['tenant-file'], security: [{ session: [] }] };
export const PUBLIC_DOC = { tags: ['tenant-file'] };
