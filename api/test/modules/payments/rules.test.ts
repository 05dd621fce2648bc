import { formatInvoiceNumber } from '../../../src/modules/payments/invoice-numbers';
import { euros, splitVat } from '../../../src/modules/payments/money';
import {
  cancellation,
  coverEnd,
  currentOf,
  isDueForRenewal,
  isRunning,
  lastOf,
  periodEnd,
  purchaseStart,
  renewalDate,
  renewalStart,
  type SubscriptionFacts,
} from '../../../src/modules/payments/rules';
import { CARD_ERRORS, checkCard, luhnValid, parseExpiry, TEST_CARDS } from '../../../src/modules/payments/sandbox/cards';

const TODAY = '2026-11-21';
let nextId = 1;
function sub(overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts {
  return { id: nextId++, home_id: 1, status: 'active', valid_from: '2026-11-01', valid_until: '2026-12-01', auto_renew: true, ...overrides };
}

describe('periods', () => {
  it('ends the day before the same date n months later, clamped at month ends', () => {
    expect(periodEnd('2026-11-21', 1)).toBe('2026-12-20');
    expect(periodEnd('2026-11-21', 3)).toBe('2027-02-20');
    expect(periodEnd('2027-01-31', 1)).toBe('2027-02-27');
    expect(periodEnd('2028-01-31', 1)).toBe('2028-02-28');
  });

  it('counts the last day as running, and only confirmed subscriptions', () => {
    expect(isRunning(sub({ valid_until: TODAY }), TODAY)).toBe(true);
    expect(isRunning(sub({ valid_until: '2026-11-20' }), TODAY)).toBe(false);
    expect(isRunning(sub({ status: 'cancelled' }), TODAY)).toBe(true);
    for (const status of ['pending', 'failed', 'expired']) expect(isRunning(sub({ status }), TODAY)).toBe(false);
  });
});

describe('current and last subscription (SPEC 4)', () => {
  it('current is the soonest end still to come, last the latest', () => {
    const soon = sub({ valid_until: '2026-12-01' });
    const later = sub({ valid_until: '2027-03-01' });
    const past = sub({ valid_until: '2026-10-01' });
    const pending = sub({ status: 'pending', valid_until: '2026-11-25' });
    const all = [later, past, soon, pending];
    expect(currentOf(all, TODAY)).toBe(soon);
    expect(lastOf(all, TODAY)).toBe(later);
  });

  it('answers null when nothing runs', () => {
    expect(currentOf([sub({ valid_until: '2026-01-01' }), sub({ status: 'failed' })], TODAY)).toBeNull();
    expect(lastOf([], TODAY)).toBeNull();
  });
});

describe('renewal', () => {
  it('renews the day after the home is no longer covered, free months included', () => {
    const paid = sub({ valid_until: '2026-12-20' });
    expect(renewalDate([paid], TODAY)).toBe('2026-12-21');
    const freeMonth = sub({ valid_from: '2026-12-21', valid_until: '2027-01-20', auto_renew: false });
    expect(renewalDate([paid, freeMonth], TODAY)).toBe('2027-01-21');
    expect(coverEnd([paid, freeMonth], paid, TODAY)).toBe('2027-01-20');
  });

  it('has no renewal date when cancelled or when nothing renews', () => {
    expect(renewalDate([sub({ status: 'cancelled', auto_renew: false })], TODAY)).toBeNull();
    expect(renewalDate([sub({ auto_renew: false })], TODAY)).toBeNull();
    expect(renewalDate([], TODAY)).toBeNull();
  });

  it('is due once the period is over and no other subscription of the home covers today', () => {
    const ended = sub({ valid_until: '2026-11-20' });
    expect(isDueForRenewal(ended, [ended], TODAY)).toBe(true);
    const freeMonth = sub({ valid_until: '2026-12-20', auto_renew: false });
    expect(isDueForRenewal(ended, [ended, freeMonth], TODAY)).toBe(false);
    // Another home's subscription does not hold this one back.
    expect(isDueForRenewal(ended, [ended, { ...freeMonth, home_id: 2 }], TODAY)).toBe(true);
    expect(isDueForRenewal(sub({ valid_until: TODAY }), [], TODAY)).toBe(false);
    expect(isDueForRenewal(sub({ valid_until: '2026-11-20', status: 'cancelled' }), [], TODAY)).toBe(false);
    expect(isDueForRenewal(sub({ valid_until: '2026-11-20', auto_renew: false }), [], TODAY)).toBe(false);
  });

  it('never starts a renewed period in the past', () => {
    expect(renewalStart('2026-11-20', TODAY)).toBe(TODAY);
    expect(renewalStart('2026-10-01', TODAY)).toBe(TODAY);
    expect(renewalStart('2026-11-25', TODAY)).toBe('2026-11-26');
  });

  it('starts a new purchase after the running cover of the same home, else today', () => {
    const running = sub({ home_id: 7, valid_until: '2027-01-10' });
    expect(purchaseStart([running], 7, TODAY)).toBe('2027-01-11');
    expect(purchaseStart([running], 8, TODAY)).toBe(TODAY);
    expect(purchaseStart([{ ...running, status: 'expired' }], 7, TODAY)).toBe(TODAY);
  });
});

describe('cancellation', () => {
  it('lets a running, renewing subscription be cancelled', () => {
    expect(cancellation({ ...sub(), source: 'payment' }, TODAY)).toEqual({ ok: true });
    expect(cancellation({ ...sub(), source: 'renewal' }, TODAY)).toEqual({ ok: true });
  });

  it('says why anything else cannot be', () => {
    expect(cancellation({ ...sub({ status: 'cancelled', auto_renew: false }), source: 'payment' }, TODAY)).toEqual({ ok: false, reason: 'alreadyCancelled' });
    expect(cancellation({ ...sub({ auto_renew: false }), source: 'referral' }, TODAY)).toEqual({ ok: false, reason: 'referralFreeMonth' });
    expect(cancellation({ ...sub({ status: 'pending' }), source: 'payment' }, TODAY)).toEqual({ ok: false, reason: 'notCancellable' });
    expect(cancellation({ ...sub({ valid_until: '2026-11-01' }), source: 'payment' }, TODAY)).toEqual({ ok: false, reason: 'notCancellable' });
    expect(cancellation({ ...sub({ auto_renew: false }), source: 'payment' }, TODAY)).toEqual({ ok: false, reason: 'notCancellable' });
  });
});

describe('amounts and numbers', () => {
  it('splits a price including 20 % VAT so that the parts add up to it', () => {
    expect(splitVat(5900)).toEqual({ net_cents: 4917, vat_cents: 983, total_cents: 5900 });
    expect(splitVat(2900)).toEqual({ net_cents: 2417, vat_cents: 483, total_cents: 2900 });
    expect(splitVat(1200)).toEqual({ net_cents: 1000, vat_cents: 200, total_cents: 1200 });
    for (let total = 1; total < 20_000; total += 37) {
      const { net_cents, vat_cents } = splitVat(total);
      expect(net_cents + vat_cents).toBe(total);
      expect(Math.abs(vat_cents - net_cents * 0.2)).toBeLessThanOrEqual(1);
    }
  });

  it('writes euros the French way', () => {
    expect(euros(5900)).toBe('59,00\u00a0€');
    expect(euros(123456)).toBe('1\u00a0234,56\u00a0€');
  });

  it('numbers invoices FA-year-six digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('FA-2026-000001');
    expect(formatInvoiceNumber(2027, 123456)).toBe('FA-2027-123456');
    expect(formatInvoiceNumber(2026, 7, true)).toBe('TEST-2026-000007');
  });
});

describe('sandbox cards', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const good = { number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123', holder: 'Bernard Lefèvre' };

  it('lists test cards that all pass the Luhn checksum', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('accepts a test card and says which behaviour it has', () => {
    expect(checkCard(good, now)).toEqual({ errors: {}, card: TEST_CARDS[0] });
    expect(checkCard({ ...good, number: '4000-0000-0000-3220' }, now).card?.behaviour).toBe('challenge');
    expect(checkCard({ ...good, number: '4000000000000002' }, now).card?.behaviour).toBe('refused');
  });

  it('answers each mistake in French next to its field', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '', holder: ' ' }, now).errors).toEqual({
      number: CARD_ERRORS.numberRequired,
      expiry: CARD_ERRORS.expiryRequired,
      cvc: CARD_ERRORS.cvcFormat,
      holder: CARD_ERRORS.holderRequired,
    });
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, now).errors).toEqual({ number: CARD_ERRORS.numberLuhn });
    expect(checkCard({ ...good, number: '1234' }, now).errors).toEqual({ number: CARD_ERRORS.numberFormat });
    // A real-looking (Luhn-valid) card that is not a test card is refused before anything else.
    expect(checkCard({ ...good, number: '5555 5555 5555 4444' }, now).errors).toEqual({ number: CARD_ERRORS.numberNotTest });
    expect(checkCard({ ...good, expiry: '13/27' }, now).errors).toEqual({ expiry: CARD_ERRORS.expiryFormat });
    expect(checkCard({ ...good, expiry: '10/26' }, now).errors).toEqual({ expiry: CARD_ERRORS.expiryPast });
    expect(checkCard({ ...good, expiry: '11/26' }, now).errors).toEqual({});
    expect(checkCard({ ...good, cvc: '12a' }, now).errors).toEqual({ cvc: CARD_ERRORS.cvcFormat });
  });

  it('reads MM/AA and MM/AAAA expiries', () => {
    expect(parseExpiry('07/28')).toEqual([2028, 7]);
    expect(parseExpiry(' 7 / 2028 ')).toEqual([2028, 7]);
    expect(parseExpiry('0728')).toBeNull();
  });
});
