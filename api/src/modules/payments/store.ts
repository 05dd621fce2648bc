// Reading subscriptions, payments and invoices as the routes answer them, and the ownership
// checks every route makes before anything else.
import type { Db } from '../../db';
import { toBool } from '../../db';
import type { InvoiceRow, PaymentRow } from '../../db/tables/payments';
import type { SubscriptionRow } from '../../db/types';
import { forbidden, HttpError } from '../../lib/errors';
import { parisDate } from '../../lib/dates';
import { findOffer } from '../offers';
import { PAYMENT_MESSAGES as M } from './messages';
import type { SubscriptionFacts } from './rules';

export type SubscriptionRecord = SubscriptionRow & { home_name: string | null };

/** Today in Paris (periods are calendar dates). */
export const today = (now: Date = new Date()) => parisDate(now);

export function offerName(offerId: string | null): string {
  if (offerId === null) return 'Offre';
  return findOffer(offerId)?.name ?? offerId;
}

export function facts(row: SubscriptionRow): SubscriptionFacts {
  return { id: row.id, home_id: row.home_id, status: row.status, valid_from: row.valid_from, valid_until: row.valid_until, auto_renew: toBool(row.auto_renew) };
}

export function toDetails(row: SubscriptionRecord) {
  return {
    id: row.id,
    offer: row.offer,
    offer_name: offerName(row.offer),
    home_id: row.home_id,
    home_name: row.home_name,
    status: row.status as 'pending' | 'active' | 'cancelled' | 'expired' | 'failed',
    source: row.source as 'payment' | 'renewal' | 'referral',
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    price_cents: row.price_cents,
    auto_renew: toBool(row.auto_renew),
    cancelled_at: row.cancelled_at,
    created_at: row.created_at,
  };
}
export type SubscriptionDetailsObject = ReturnType<typeof toDetails>;

function withHomeName(db: Db) {
  return db.selectFrom('subscriptions').leftJoin('homes', 'homes.id', 'subscriptions.home_id').selectAll('subscriptions').select('homes.name as home_name');
}

export async function subscriptionRecord(db: Db, id: number): Promise<SubscriptionRecord | undefined> {
  return withHomeName(db).where('subscriptions.id', '=', id).executeTakeFirst();
}

/** A user's subscriptions, newest period first (pending ones are attempts, not subscriptions). */
export async function userSubscriptionRecords(db: Db, userId: number): Promise<SubscriptionRecord[]> {
  return withHomeName(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', '!=', 'pending')
    .orderBy('subscriptions.valid_until', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .execute();
}

/** 404 for an unknown subscription, 403 for another user's. */
export async function ownSubscription(db: Db, userId: number, id: number): Promise<SubscriptionRecord> {
  const row = await subscriptionRecord(db, id);
  if (!row) throw new HttpError(404, M.subscriptionNotFound);
  if (row.user_id !== userId) throw forbidden();
  return row;
}

export async function ownPayment(db: Db, userId: number, reference: string): Promise<PaymentRow> {
  const row = await db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!row) throw new HttpError(404, M.paymentNotFound);
  if (row.user_id !== userId) throw forbidden();
  return row;
}

export async function ownInvoice(db: Db, userId: number, id: number): Promise<InvoiceRow> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, M.invoiceNotFound);
  if (row.user_id !== userId) throw forbidden();
  return row;
}

export function toInvoiceSummary(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    issued_on: row.issued_on,
    label: row.label,
    net_cents: row.net_cents,
    vat_cents: row.vat_cents,
    total_cents: row.total_cents,
    pdf_url: `/api/invoices/${row.id}/pdf`,
  };
}

