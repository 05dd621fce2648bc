// Test data of the tenant's pages (imported by tests only).
import type { RentReceipt, RentRequest, User } from '@coloc/shared';
import { makeUser, renderAt, signInAs } from '@coloc/shared/testing';
import type { ReactElement } from 'react';

export const TENANT = makeUser({ id: 42, type: 1, first_name: 'Julie', name: 'Roux', email: 'julie.roux@exemple.fr', home_leased: true });

/** Renders a tenant page at `/users/{child}{query}`. */
export function renderTenantPage(ui: ReactElement, child: string, { query = '', user = TENANT }: { query?: string; user?: User } = {}) {
  signInAs(user);
  return renderAt(ui, { url: `/users/${child}${query}`, path: `/:user_type/${child}` });
}

export function makeReceipt(extra: Partial<RentReceipt> = {}): RentReceipt {
  return {
    rent_payment_id: 70,
    period: '2026-02',
    home_name: 'Colocation des Pentes',
    rent_cents: 45000,
    charges_cents: 4000,
    paid_cents: 49000,
    paid_on: '2026-02-03',
    pdf_url: '/api/receipts/70/pdf',
    ...extra,
  };
}

export function makeRentRequest(extra: Partial<RentRequest> = {}): RentRequest {
  return {
    id: 5,
    rent_payment_id: 72,
    period: '2026-03',
    amount_cents: 49000,
    status: 'open',
    home_name: 'Colocation des Pentes',
    payee: { holder_name: 'Bernard Lefèvre', iban: 'FR7630006000011234567890189', bic: 'SOGEFRPP' },
    created_at: '2026-03-01T09:00:00.000Z',
    ...extra,
  };
}
