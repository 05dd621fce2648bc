// Test data of the payments screens (imported by tests only).
import type { InvoiceSummary, Offer, PaymentForm, PaymentResult, ReferralInfo, SubscriptionDetails, SubscriptionOverview } from '@coloc/shared';
import { makeUser } from '@coloc/shared/testing';

export const OWNER = makeUser({ id: 7, type: 2, first_name: 'Bernard', name: 'Lefèvre', email: 'proprio@exemple.fr' });

export const OFFERS: Offer[] = [
  { id: 'essentiel', name: 'Essentiel', description: 'Votre annonce en ligne pendant un mois.', price_cents: 2900, duration_months: 1, features: ['Annonce publiée pendant 1 mois'], recommended: false },
  { id: 'confort', name: 'Confort', description: 'Trois mois de visibilité renforcée.', price_cents: 5900, duration_months: 3, features: ['Annonce publiée pendant 3 mois'], recommended: true },
  { id: 'mandate', name: 'Mandat de gestion', description: 'Confiez la location à une agence partenaire.', price_cents: 0, duration_months: 0, features: ['Visites menées par l’agence'], recommended: false },
];

export function makeSubscription(extra: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
    id: 11,
    offer: 'confort',
    offer_name: 'Confort',
    home_id: 31,
    home_name: 'Colocation des Pentes',
    status: 'active',
    source: 'payment',
    valid_from: '2026-11-21',
    valid_until: '2027-02-20',
    price_cents: 5900,
    auto_renew: true,
    cancelled_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
    ...extra,
  };
}

export function makeInvoice(extra: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 5,
    number: 'FA-2026-000042',
    issued_on: '2026-11-21',
    label: 'Offre Confort (3 mois) – Colocation des Pentes',
    net_cents: 4917,
    vat_cents: 983,
    total_cents: 5900,
    pdf_url: '/api/invoices/5/pdf',
    ...extra,
  };
}

export function makeOverview(subscriptions: SubscriptionDetails[] = [makeSubscription()], extra: Partial<SubscriptionOverview> = {}): SubscriptionOverview {
  return { current: subscriptions[0] ?? null, last: subscriptions[0] ?? null, renewal_date: subscriptions[0]?.auto_renew ? '2027-02-21' : null, subscriptions, ...extra };
}

export function makeResult(extra: Partial<PaymentResult> = {}): PaymentResult {
  return { reference: 'TP-ABC123', status: 'succeeded', amount_cents: 5900, failure_reason: null, subscription: makeSubscription(), invoice: makeInvoice(), sandbox: true, ...extra };
}

export function makeForm(extra: Partial<PaymentForm> = {}): PaymentForm {
  return {
    action: '/api/beforePayment',
    method: 'GET',
    fields: { merchant: 'toit-partage', reference: 'TP-ABC123', amount: '5900', signature: 'f00d' },
    provider: 'sandbox',
    sandbox: true,
    amount_cents: 5900,
    reference: 'TP-ABC123',
    ...extra,
  };
}

export const REFERRAL: ReferralInfo = { code: 'K7QZ2MPA', link: 'https://toitpartage.example/parrainage/K7QZ2MPA', sponsored_count: 2, free_months_earned: 1, sponsor_first_name: null };

export function makeHome(offer: string | null = null) {
  return {
    id: 31,
    name: 'Colocation des Pentes',
    address: '12 rue des Tables Claudiennes',
    address2: null,
    postal_code: '69001',
    city: 'Lyon',
    country: 6,
    step: 10,
    is_coloc: true,
    published: true,
    moderation_status: 'accepted',
    mandate_status: null,
    offer,
    image_orders: [],
    public_url: '/colocation-lyon/31',
    user_id: 7,
    owners_roles: [],
    notifications_advert: 0,
    notifications_agenda: 0,
    rooms: [],
  };
}
