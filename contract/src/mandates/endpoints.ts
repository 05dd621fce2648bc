// Where the mandates routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const MANDATES_ENDPOINTS = {
  'mandates.forHome': { method: 'GET', path: '/homes/:home_id/mandate' },
  'mandates.sign': { method: 'GET', path: '/mandates/:id/sign' },
  'mandates.countersign': { method: 'POST', path: '/mandates/:id/countersign' },
  'mandates.decline': { method: 'POST', path: '/mandates/:id/decline' },
  'mandates.pdf': { method: 'GET', path: '/mandates/:id/pdf' },
  'mandates.notify': { method: 'POST', path: '/mandate-signatures/:provider/notify' },
} as const satisfies Record<`mandates.${string}`, Endpoint>;
