// Wire shapes of the tenant's space (issue 7): receipts, documents, rent requests, the next move.
// The API validates, serialises and documents with them; `@coloc/shared` exports their types.
import { Type, type Static } from 'typebox';
import { Nullable, OrNull } from '../common/schemas';
import { PLAN_LIMITS } from './limits';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const Period = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' });

export const RentReceiptSchema = Type.Object({
  rent_payment_id: Type.Integer(),
  period: Period,
  home_name: Type.String(),
  rent_cents: Type.Integer({ description: 'Loyer hors charges, centimes' }),
  charges_cents: Type.Integer({ description: 'Charges, centimes' }),
  paid_cents: Type.Integer({ description: 'Montant reçu par le bailleur, centimes' }),
  paid_on: Nullable(Type.String({ description: 'Date de réception (YYYY-MM-DD)' })),
  pdf_url: Nullable(Type.String({ description: 'La quittance, seulement pour un loyer payé en entier' })),
});
export type RentReceiptObject = Static<typeof RentReceiptSchema>;
export type RentReceipt = RentReceiptObject;
export const RentReceiptListSchema = Type.Array(RentReceiptSchema);

export const RentRequestSchema = Type.Object({
  id: Type.Integer(),
  rent_payment_id: Type.Integer(),
  period: Period,
  amount_cents: Type.Integer({ description: 'Ce qui reste à payer (le montant dû une fois payé), centimes' }),
  status: Type.Union([Type.Literal('open'), Type.Literal('paid'), Type.Literal('cancelled')]),
  home_name: Type.String(),
  payee: Nullable(
    Type.Object({
      holder_name: Type.String(),
      iban: Type.String({ description: 'IBAN complet, sans espaces, pour payer par virement' }),
      bic: Nullable(Type.String()),
    }),
  ),
  created_at: Type.String(),
});
export type RentRequestObject = Static<typeof RentRequestSchema>;
/** A rent the landlord asked for through the platform (only after a visit and an accepted lease). */
export type RentRequest = RentRequestObject;
export const RentRequestListSchema = Type.Array(RentRequestSchema);

const TenantDocumentSchema = Type.Object({
  id: Type.Integer(),
  category: Type.Union([Type.Literal('identity'), Type.Literal('income'), Type.Literal('employment'), Type.Literal('address'), Type.Literal('other')]),
  title: Type.String(),
  mime: Type.String(),
  bytes: Type.Integer(),
  created_at: Type.String(),
});

export const TenantDocumentsOverviewSchema = Type.Object({
  leases: Type.Array(
    Type.Object({ id: Type.Integer(), home_name: Type.String(), start_date: Type.String(), status: Type.String(), pdf_url: Type.String() }),
  ),
  receipts: Type.Array(RentReceiptSchema),
  home_documents: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), category: Type.String(), created_at: Type.String(), url: Type.String() }),
  ),
  file_documents: Type.Array(Type.Object({ ...TenantDocumentSchema.properties, download_url: Type.String({ description: 'GET /api/tenant-file/documents/{id}' }) })),
});
export type TenantDocumentsOverviewObject = Static<typeof TenantDocumentsOverviewSchema>;
export type TenantDocumentsOverview = TenantDocumentsOverviewObject;

const CitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country_id: Type.Integer(),
  admin1_code: Nullable(Type.String()),
  admin1_name: Nullable(Type.String()),
  admin2_code: Nullable(Type.String()),
  admin2_name: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
});

export const NextColocationPlanSchema = Type.Object({
  move_date: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  city_ids: Type.Array(Type.Integer()),
  cities: Type.Array(CitySchema),
  budget_max_cents: Nullable(Type.Integer()),
  note: Nullable(Type.String()),
  updated_at: Nullable(Type.String({ description: 'null : pas encore enregistré (pré-rempli depuis la location en cours)' })),
});
export type NextColocationPlanObject = Static<typeof NextColocationPlanSchema>;
export type NextColocationPlan = NextColocationPlanObject;

export const NextColocationPlanBody = Type.Object(
  {
    move_date: OrNull(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, pas dans le passé, dans les deux ans' })),
    city_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, description: `Identifiants de GET /api/cities, ${PLAN_LIMITS.maxCities} au plus` }),
    budget_max_cents: OrNull(Type.Integer({ description: 'Budget mensuel maximum, centimes (1 € à 10 000 €)' })),
    note: Type.Optional(OrNull(Type.String({ maxLength: 4000 }))),
    // Read-only fields of the answer, accepted so that a client may send back what it read.
    cities: Type.Optional(Type.Unknown()),
    updated_at: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type NextColocationPlanInput = Static<typeof NextColocationPlanBody>;

export const ReceiptPdfSchema = Type.Unknown({ description: 'La quittance (application/pdf), en pièce jointe' });
export const RentRequestCancelledSchema = Type.Null();
