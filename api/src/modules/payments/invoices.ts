// Issuing an invoice when a payment is confirmed (inside its transaction) and listing them.
import type { Config } from '../../config';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { InvoiceRow, PaymentRow } from '../../db/tables/payments';
import type { SubscriptionRow } from '../../db/types';
import { findOffer } from '../offers';
import { formatInvoiceNumber, nextInvoiceSequence } from './invoice-numbers';
import { SANDBOX_PROVIDER_ID } from './sandbox/protocol';
import { splitVat, VAT_RATE_BP } from './money';
import { offerName } from './store';

/** « Offre Confort (3 mois) – Grand appartement lumineux », « Renouvellement – Offre Essentiel (1 mois) ». */
export function invoiceLabel(sub: Pick<SubscriptionRow, 'offer' | 'source'>, homeName: string | null): string {
  const months = sub.offer ? findOffer(sub.offer)?.duration_months : undefined;
  const offer = `Offre ${offerName(sub.offer)}${months ? ` (${months} mois)` : ''}`;
  return [sub.source === 'renewal' ? 'Renouvellement' : null, offer, homeName?.trim() || null].filter(Boolean).join(' – ');
}

/**
 * Writes the invoice of a confirmed payment with the next number of the year, a copy of the seller
 * (config.company) and of the buyer as they are today. Call inside the confirming transaction.
 */
export async function issueInvoice(
  trx: Db,
  company: Config['company'],
  input: { payment: PaymentRow; subscription: SubscriptionRow; issuedOn: string },
): Promise<InvoiceRow> {
  const { payment, subscription, issuedOn } = input;
  const buyer = await trx.selectFrom('users').select(['first_name', 'name', 'email', 'business_name']).where('id', '=', payment.user_id).executeTakeFirstOrThrow();
  const home =
    subscription.home_id === null ? undefined : await trx.selectFrom('homes').select('name').where('id', '=', subscription.home_id).executeTakeFirst();
  const year = Number(issuedOn.slice(0, 4));
  // Paid with the sandbox's test cards: marked « Facture de test — sans valeur », its own series.
  const test = payment.provider === SANDBOX_PROVIDER_ID;
  const sequence = await nextInvoiceSequence(trx, year, test);
  const amounts = splitVat(payment.amount_cents, VAT_RATE_BP);
  return trx
    .insertInto('invoices')
    .values({
      number: formatInvoiceNumber(year, sequence, test),
      test: test ? 1 : 0,
      year,
      sequence,
      user_id: payment.user_id,
      subscription_id: subscription.id,
      payment_id: payment.id,
      issued_on: issuedOn,
      label: invoiceLabel(subscription, home?.name ?? null),
      period_from: subscription.valid_from ?? issuedOn,
      period_until: subscription.valid_until,
      ...amounts,
      vat_rate_bp: VAT_RATE_BP,
      seller_name: company.name,
      seller_address: company.address,
      seller_siren: company.siren,
      seller_vat_number: company.vatNumber,
      buyer_name: `${buyer.first_name} ${buyer.name}`.trim(),
      buyer_company: buyer.business_name,
      buyer_email: buyer.email,
      paid_on: issuedOn,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
