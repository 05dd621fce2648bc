// The management mandate (issue 16), as GET /api/homes/{id}/mandate answers it to its two parties:
// derived from the contract's mandates schemas, which the API validates with.
export type { HomeMandate, MandateEventKind, MandateState, MandateView } from '@coloc/contract/mandates/schemas';
