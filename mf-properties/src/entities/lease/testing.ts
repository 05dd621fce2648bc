// Test data of the leases (imported by tests only).
import type { Lease } from '@coloc/shared';

export function makeLease(extra: Partial<Lease> = {}): Lease {
  const id = extra.id ?? 4;
  return {
    id,
    home_id: 31,
    kind: 'room',
    room_id: 2,
    start_date: '2026-04-01',
    duration_months: 12,
    rent: 400,
    charges: 40,
    deposit: 800,
    furnished: true,
    special_terms: null,
    status: 'draft',
    tenant: { user_id: 42, email: 'camille@exemple.fr', first_name: 'Camille', name: 'Martin' },
    landlord_accepted_at: null,
    tenant_accepted_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    pdf_url: `/api/leases/${id}/pdf`,
    can_accept: false,
    ...extra,
  };
}
