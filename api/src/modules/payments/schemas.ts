// JSON schemas of the payments routes; they mirror shared/src/types/payments.ts (checked both ways
// by test/modules/payments/contract.test.ts).
import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from '../../lib/schemas';

export const TAGS = { subscriptions: ['payments'], invoices: ['invoices'], referral: ['referral'] } as const;

const IsoDate = Type.String({ description: 'Date ISO (AAAA-MM-JJ)' });

export const SubscriptionDetailsSchema = Type.Object({
  id: Type.Integer(),
  offer: Nullable(Type.String()),
  offer_name: Type.String(),
  home_id: Nullable(Type.Integer()),
  home_name: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('cancelled'), Type.Literal('expired'), Type.Literal('failed')]),
  source: Type.Union([Type.Literal('payment'), Type.Literal('renewal'), Type.Literal('referral')]),
  valid_from: Nullable(IsoDate),
  valid_until: IsoDate,
  price_cents: Type.Integer({ description: 'Prix TTC en centimes' }),
  auto_renew: Type.Boolean(),
  cancelled_at: Nullable(Type.String()),
  created_at: Type.String(),
});

export const SubscriptionOverviewSchema = Type.Object({
  current: Nullable(SubscriptionDetailsSchema),
  last: Nullable(SubscriptionDetailsSchema),
  renewal_date: Nullable(IsoDate),
  subscriptions: Type.Array(SubscriptionDetailsSchema),
});

export const SubscriptionStartBody = Type.Object(
  {
    offer_id: Type.String({ minLength: 1, maxLength: 40 }),
    home_id: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 })),
    return_path: Type.String({ minLength: 1, maxLength: 300 }),
  },
  { additionalProperties: false },
);

export const SubscriptionStartedSchema = Type.Object({
  subscription: SubscriptionDetailsSchema,
  payment_required: Type.Boolean(),
  signing_url: Type.Optional(Type.String({ description: 'Mandat de gestion : où le propriétaire signe le mandat (GET, redirige vers le prestataire de signature)' })),
});

export const PaymentFormSchema = Type.Object({
  action: Type.String(),
  method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
  fields: Type.Record(Type.String(), Type.String()),
  provider: Type.String(),
  sandbox: Type.Boolean(),
  amount_cents: Type.Integer(),
  reference: Type.String(),
});

export const InvoiceSummarySchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  issued_on: IsoDate,
  label: Type.String(),
  net_cents: Type.Integer(),
  vat_cents: Type.Integer(),
  total_cents: Type.Integer(),
  pdf_url: Type.String(),
});

export const PaymentResultSchema = Type.Object({
  reference: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('refused'), Type.Literal('cancelled')]),
  amount_cents: Type.Integer(),
  failure_reason: Nullable(Type.String()),
  subscription: Nullable(SubscriptionDetailsSchema),
  invoice: Nullable(InvoiceSummarySchema),
  sandbox: Type.Boolean(),
});

export const ReferralInfoSchema = Type.Object({
  code: Type.String(),
  link: Type.String(),
  sponsored_count: Type.Integer(),
  free_months_earned: Type.Integer(),
  sponsor_first_name: Nullable(Type.String()),
});

export const ReferralInvitationSchema = Type.Object({
  code: Type.String(),
  sponsor_first_name: Type.String(),
  signup_url: Type.String({ description: "Le lien « Créer mon compte » : il retient le code pour l'inscription" }),
});

export const PaymentProviderInfoSchema = Type.Object({ id: Type.String(), sandbox: Type.Boolean() });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const SubscriptionParams = Type.Object({ subscription: Type.Integer({ minimum: 1 }) });
export const ReferenceParams = Type.Object({ reference: Type.String({ pattern: '^[A-Za-z0-9-]{4,64}$' }) });
export const ReferralCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
export const ProviderParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 40 }) });
export const NotificationAnswer = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
