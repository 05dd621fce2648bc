import type { MandateView } from '@coloc/shared';

export function makeMandate(extra: Partial<MandateView> = {}): MandateView {
  return {
    id: 5,
    reference: 'MDT-ABC123',
    home_id: 12,
    status: 'signed',
    provider: 'sandbox',
    provider_name: 'Bac à sable de signature',
    owner_name: 'Bernard Lefèvre',
    agent_name: 'Agence Les Toits de Lyon',
    fee_rate: 8,
    fees: '8 % TTC du loyer annuel hors charges',
    duration_months: 12,
    duration: '12 mois',
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-04T10:00:00.000Z',
    owner_signed_at: '2026-11-21T10:00:00.000Z',
    agent_signed_at: null,
    closed_at: null,
    events: [
      { kind: 'created', at: '2026-11-20T10:00:00.000Z' },
      { kind: 'owner_signed', at: '2026-11-21T10:00:00.000Z' },
    ],
    role: 'agent',
    can_sign: false,
    can_countersign: true,
    can_decline: true,
    signing_url: null,
    pdf_url: '/api/mandates/5/pdf',
    ...extra,
  };
}
