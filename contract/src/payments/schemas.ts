// Wire shapes of the payments routes (issue 7): subscriptions, payments, invoices, referral. The
// API validates, serialises and documents with them; `@coloc/shared` exports their static types.
// Money is in euro cents (integers) on every payments route.
import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';

const IsoDate = Type.String({ description: 'Date ISO (AAAA-MM-JJ)' });

export type SubscriptionStatus = 'pending' | 'active' | 'cancelled' | 'expired' | 'failed';
/** How a subscription came to be: a card payment, a tacit renewal, or a free referral month. */
export type SubscriptionSource = 'payment' | 'renewal' | 'referral';

export const SubscriptionDetailsSchema = Type.Object({
  id: Type.Integer(),
  offer: Nullable(Type.String()),
  offer_name: Type.String(),
  home_id: Nullable(Type.Integer()),
  home_name: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('cancelled'), Type.Literal('expired'), Type.Literal('failed')]),
  source: Type.Union([Type.Literal('payment'), Type.Literal('renewal'), Type.Literal('referral')]),
  // ISO date the period starts (null while pending).
  valid_from: Nullable(IsoDate),
  // ISO date (inclusive) the period ends.
  valid_until: IsoDate,
  price_cents: Type.Integer({ description: 'Prix TTC en centimes' }),
  // Renewed at valid_until unless cancelled.
  auto_renew: Type.Boolean(),
  cancelled_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type SubscriptionDetails = Static<typeof SubscriptionDetailsSchema>;

/** GET /api/subscriptions: the abonnement page (SPEC 4 rules applied on the server too). */
export const SubscriptionOverviewSchema = Type.Object({
  current: Nullable(SubscriptionDetailsSchema),
  last: Nullable(SubscriptionDetailsSchema),
  renewal_date: Nullable(IsoDate),
  subscriptions: Type.Array(SubscriptionDetailsSchema),
});
export type SubscriptionOverview = Static<typeof SubscriptionOverviewSchema>;

/** POST /api/subscriptions: start buying an offer (for a home when the offer is an advert's). */
export const SubscriptionStartBody = Type.Object(
  {
    offer_id: Type.String({ minLength: 1, maxLength: 40 }),
    home_id: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 })),
    // Where the provider sends the browser back (a path of this site).
    return_path: Type.String({ minLength: 1, maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type SubscriptionStart = Static<typeof SubscriptionStartBody>;

export const SubscriptionStartedSchema = Type.Object({
  subscription: SubscriptionDetailsSchema,
  // False for a free offer (the mandate): nothing to pay, the offer is already applied.
  payment_required: Type.Boolean(),
  signing_url: Type.Optional(Type.String({ description: 'Mandat de gestion : où le propriétaire signe le mandat (GET, redirige vers le prestataire de signature)' })),
});
export type SubscriptionStarted = Static<typeof SubscriptionStartedSchema>;

/** GET /api/generateForm/{subscription}: a signed hosted-payment form the browser submits (GET /api/beforePayment). */
export const PaymentFormSchema = Type.Object({
  action: Type.String(),
  method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
  fields: Type.Record(Type.String(), Type.String()),
  provider: Type.String(),
  // True for the built-in sandbox: screens say it is a test environment.
  sandbox: Type.Boolean(),
  amount_cents: Type.Integer(),
  reference: Type.String(),
});
export type PaymentForm = Static<typeof PaymentFormSchema>;

export const InvoiceSummarySchema = Type.Object({
  id: Type.Integer(),
  // Sequential, gap-free: 'FA-2026-000042'.
  number: Type.String(),
  issued_on: IsoDate,
  label: Type.String(),
  net_cents: Type.Integer(),
  vat_cents: Type.Integer(),
  total_cents: Type.Integer(),
  // '/api/invoices/{id}/pdf'
  pdf_url: Type.String(),
});
export type InvoiceSummary = Static<typeof InvoiceSummarySchema>;

export type PaymentStatus = 'created' | 'pending' | 'succeeded' | 'refused' | 'cancelled';

/** GET /api/payments/{reference}: what the return page shows; only the provider's signed notification changes it. */
export const PaymentResultSchema = Type.Object({
  reference: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('refused'), Type.Literal('cancelled')]),
  amount_cents: Type.Integer(),
  // French reason when refused or cancelled.
  failure_reason: Nullable(Type.String()),
  subscription: Nullable(SubscriptionDetailsSchema),
  invoice: Nullable(InvoiceSummarySchema),
  sandbox: Type.Boolean(),
});
export type PaymentResult = Static<typeof PaymentResultSchema>;

/** GET /api/referral: the sponsor box. */
export const ReferralInfoSchema = Type.Object({
  code: Type.String(),
  // Absolute sign-up link carrying the code.
  link: Type.String(),
  sponsored_count: Type.Integer(),
  free_months_earned: Type.Integer(),
  // Who sponsored me, if anyone.
  sponsor_first_name: Nullable(Type.String()),
});
export type ReferralInfo = Static<typeof ReferralInfoSchema>;

/** GET /api/referral/{code}/invitation: what the public page `/parrainage/{code}` says of a sponsor's code. */
export const ReferralInvitationSchema = Type.Object({
  code: Type.String(),
  sponsor_first_name: Type.String(),
  signup_url: Type.String({ description: "Le lien « Créer mon compte » : il retient le code pour l'inscription" }),
});
export type ReferralInvitation = Static<typeof ReferralInvitationSchema>;

/** GET /api/payment-provider: which provider takes payments, so that screens can say a sandbox is a test. */
export const PaymentProviderInfoSchema = Type.Object({ id: Type.String(), sandbox: Type.Boolean() });
export type PaymentProviderInfo = Static<typeof PaymentProviderInfoSchema>;

export const InvoiceListSchema = Type.Array(InvoiceSummarySchema);
/** The invoice PDF: bytes, documented as a binary string. */
export const PdfSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const SubscriptionParams = Type.Object({ subscription: Type.Integer({ minimum: 1 }) });
export const ReferenceParams = Type.Object({ reference: Type.String({ pattern: '^[A-Za-z0-9-]{4,64}$' }) });
export const ReferralCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
export const ProviderParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 40 }) });
export const NotificationAnswer = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
/** The provider's form fields, whatever their names: an object of short strings (a Record would give OpenAPI a parameter per JSON-schema keyword). */
export const BeforePaymentQuery = Type.Object({}, { additionalProperties: Type.String({ maxLength: 500 }), maxProperties: 50 });
