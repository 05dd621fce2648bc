// Wire shapes of rental management (issue 6): gestion, diagnostics, documents, received requests,
// leases, reports and the seeker's « Ma co-location ». The API validates, serialises and documents
// with them; `@coloc/shared` exports their static types to the screens.
import { Type, type Static } from 'typebox';
import { Nullable, OrNull } from '../common/schemas';
import { HomeIdParams, RoomSchema } from '../homes/schemas';
import { DIAGNOSTIC_KINDS, DOCUMENT_CATEGORIES, RENTAL_LIMITS, REPORT_PERIODS } from './limits';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const IsoDate = (description?: string) => Type.String({ format: 'date', ...(description ? { description } : {}) });

export const PersonCardSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  name_initial: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
});

// Gestion

export const TenancySchema = Type.Object(
  {
    id: Type.Integer(),
    home_id: Type.Integer(),
    room_id: Nullable(Type.Integer({ description: 'null : le logement entier est loué' })),
    tenant_user_id: Nullable(Type.Integer({ description: "Compte du locataire quand un compte a cette adresse e-mail" })),
    tenant_name: Type.String(),
    tenant_email: Nullable(Type.String()),
    start_date: Type.String({ description: 'AAAA-MM-JJ' }),
    end_date: Nullable(Type.String({ description: 'AAAA-MM-JJ ; terminée à partir de ce jour' })),
    rent: Type.Number({ description: 'Loyer mensuel hors charges, en euros' }),
    charges: Type.Number(),
    deposit: Type.Number(),
    status: Type.Enum(['active', 'ended']),
  },
  { description: 'Location' },
);
export type TenancyObject = Static<typeof TenancySchema>;

const money = (maximum: number, minimum = 0) => Type.Number({ minimum, maximum });

export const TenancyInputBody = Type.Object(
  {
    room_id: OrNull(Type.Integer({ minimum: 1, description: 'Une chambre du logement, ou null pour le logement entier' })),
    tenant_email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
    tenant_name: Type.String({ minLength: RENTAL_LIMITS.nameMin, maxLength: RENTAL_LIMITS.nameMax }),
    start_date: IsoDate(),
    end_date: Type.Optional(OrNull(IsoDate())),
    rent: Type.Number({ exclusiveMinimum: 0, maximum: RENTAL_LIMITS.rentMax }),
    charges: money(RENTAL_LIMITS.chargesMax),
    deposit: money(RENTAL_LIMITS.depositMax),
  },
  { additionalProperties: false },
);
export type TenancyInputValue = Static<typeof TenancyInputBody>;

export const TenancyUpdateBody = Type.Object(
  {
    tenant_email: Type.Optional(Type.String({ minLength: 1, maxLength: 254, format: 'email' })),
    tenant_name: Type.Optional(Type.String({ minLength: RENTAL_LIMITS.nameMin, maxLength: RENTAL_LIMITS.nameMax })),
    start_date: Type.Optional(IsoDate()),
    end_date: Type.Optional(OrNull(IsoDate())),
    rent: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: RENTAL_LIMITS.rentMax })),
    charges: Type.Optional(money(RENTAL_LIMITS.chargesMax)),
    deposit: Type.Optional(money(RENTAL_LIMITS.depositMax)),
  },
  { additionalProperties: false },
);
export type TenancyUpdateValue = Static<typeof TenancyUpdateBody>;

export const RentPaymentSchema = Type.Object(
  {
    id: Type.Integer(),
    tenancy_id: Type.Integer(),
    period: Type.String({ description: 'AAAA-MM' }),
    amount_due: Type.Number(),
    amount_received: Type.Number(),
    received_on: Nullable(Type.String({ description: 'AAAA-MM-JJ' })),
  },
  { description: 'Loyer d’un mois' },
);
export type RentPaymentObject = Static<typeof RentPaymentSchema>;

export const RentPaymentInputBody = Type.Object(
  {
    amount_received: Type.Number({ minimum: 0, description: 'De 0 à trois fois le montant dû' }),
    received_on: OrNull(IsoDate('Pas dans le futur ; obligatoire dès qu’un montant est reçu')),
  },
  { additionalProperties: false },
);

export const RoomOccupancySchema = Type.Object({
  room: RoomSchema,
  display_name: Type.String(),
  tenancy: Nullable(TenancySchema),
});

export const ManagementOverviewSchema = Type.Object(
  {
    home_id: Type.Integer(),
    rooms: Type.Array(RoomOccupancySchema),
    whole_home: Nullable(TenancySchema),
    tenancies: Type.Array(TenancySchema),
    payments: Type.Array(RentPaymentSchema, { description: 'Les 6 derniers mois et le mois en cours, du plus récent au plus ancien' }),
    month: Type.Object({
      period: Type.String(),
      due: Type.Number(),
      received: Type.Number(),
      late: Type.Number({ description: 'Reste à percevoir des mois précédents (locations en cours)' }),
    }),
  },
  { description: 'Gestion locative' },
);
export type ManagementOverviewObject = Static<typeof ManagementOverviewSchema>;

// Diagnostics

export const DiagnosticSchema = Type.Object(
  {
    kind: Type.Enum([...DIAGNOSTIC_KINDS]),
    label: Type.String(),
    hint: Type.String({ description: 'Pourquoi et quand il est exigé' }),
    required: Type.Boolean(),
    performed_on: Nullable(Type.String({ description: 'AAAA-MM-JJ' })),
    valid_until: Nullable(Type.String({ description: "AAAA-MM-JJ ; null : sans limite de validité (ou pas encore fait)" })),
    state: Type.Enum(['missing', 'valid', 'expiring', 'expired', 'not_required'], { description: 'expiring : expire dans les 90 jours' }),
    document_id: Nullable(Type.Integer()),
  },
  { description: 'Diagnostic' },
);
export type DiagnosticObject = Static<typeof DiagnosticSchema>;

export const DiagnosticParams = Type.Intersect([
  HomeIdParams,
  Type.Object({ kind: Type.Enum([...DIAGNOSTIC_KINDS]) }),
]);

export const DiagnosticInputBody = Type.Object(
  {
    performed_on: IsoDate('Pas dans le futur, pas avant 1990'),
    document_id: Type.Optional(OrNull(Type.Integer({ minimum: 1, description: 'Un document du même logement' }))),
  },
  { additionalProperties: false },
);

// Documents

const Category = Type.Enum([...DOCUMENT_CATEGORIES]);

export const HomeDocumentSchema = Type.Object(
  {
    id: Type.Integer(),
    home_id: Type.Integer(),
    title: Type.String(),
    category: Category,
    shared: Type.Boolean({ description: 'Visible des locataires dans « Ma co-location »' }),
    mime: Type.String(),
    bytes: Type.Integer(),
    uploaded_by: Type.String(),
    created_at: Type.String(),
    download_url: Type.String(),
  },
  { description: 'Document du logement' },
);
export type HomeDocumentObject = Static<typeof HomeDocumentSchema>;

export const DocumentPatchBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: RENTAL_LIMITS.titleMin, maxLength: RENTAL_LIMITS.titleMax })),
    shared: Type.Optional(Type.Boolean()),
    category: Type.Optional(Category),
  },
  { additionalProperties: false },
);

// Received requests

/** What the landlord reads about the applicant: their affinity with the home and their file. */
export const ApplicantStatusSchema = Type.Object(
  {
    affinity: Nullable(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description: "Affinité avec le logement en %, comme le matching du logement ; null : pas assez d'informations pour la calculer",
      }),
    ),
    file_complete: Type.Boolean({ description: 'Dossier locataire confirmé et complet' }),
    guarantee: Nullable(Type.Enum(['validated', 'pending'], { description: 'Garantie accordée ou demandée ; null sans demande' })),
  },
  { additionalProperties: false },
);

export const ReceivedContactRequestSchema = Type.Object({
  id: Type.Integer(),
  from: PersonCardSchema,
  applicant: ApplicantStatusSchema,
  message: Type.String(),
  created_at: Type.String(),
  status: Type.Enum(['new', 'answered', 'declined']),
  conversation_id: Nullable(Type.Integer()),
});

export const ReceivedVisitRequestSchema = Type.Object({
  id: Type.Integer(),
  from: PersonCardSchema,
  applicant: ApplicantStatusSchema,
  status: Type.Enum(['requested', 'proposed', 'accepted', 'declined', 'cancelled']),
  slots: Type.Array(Type.String()),
  starts_at: Nullable(Type.String()),
  message: Nullable(Type.String()),
  created_at: Type.String(),
});

export const ReceivedRequestsSchema = Type.Object(
  { contacts: Type.Array(ReceivedContactRequestSchema), visits: Type.Array(ReceivedVisitRequestSchema) },
  { description: 'Demandes reçues pour un logement, les plus récentes en premier' },
);

export const AnswerContactBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: RENTAL_LIMITS.answerMax }) },
  { additionalProperties: false },
);

export const AnswerContactResultSchema = Type.Object({ conversation_id: Type.Integer() });

// Leases

const Kind = Type.Enum(['room', 'whole']);

export const LeaseInputBody = Type.Object(
  {
    kind: Kind,
    room_id: OrNull(Type.Integer({ minimum: 1, description: 'Obligatoire pour un bail de chambre' })),
    tenant_email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
    start_date: IsoDate(),
    duration_months: Type.Integer({ minimum: RENTAL_LIMITS.leaseMonthsMin, maximum: RENTAL_LIMITS.leaseMonthsMax }),
    rent: Type.Number({ exclusiveMinimum: 0, maximum: RENTAL_LIMITS.rentMax }),
    charges: Type.Number({ minimum: 0, maximum: RENTAL_LIMITS.chargesMax }),
    deposit: Type.Number({ minimum: 0, maximum: RENTAL_LIMITS.depositMax }),
    furnished: Type.Boolean(),
    special_terms: Type.Optional(OrNull(Type.String({ maxLength: RENTAL_LIMITS.termsMax }))),
  },
  { additionalProperties: false },
);
export type LeaseInputValue = Static<typeof LeaseInputBody>;

export const LeaseSchema = Type.Object(
  {
    id: Type.Integer(),
    home_id: Type.Integer(),
    kind: Kind,
    room_id: Nullable(Type.Integer()),
    start_date: Type.String(),
    duration_months: Type.Integer(),
    rent: Type.Number(),
    charges: Type.Number(),
    deposit: Type.Number(),
    furnished: Type.Boolean(),
    special_terms: Type.Optional(Nullable(Type.String())),
    status: Type.Enum(['draft', 'sent', 'accepted', 'cancelled']),
    tenant: Type.Object({
      user_id: Nullable(Type.Integer()),
      email: Type.String(),
      first_name: Nullable(Type.String()),
      name: Nullable(Type.String()),
    }),
    landlord_accepted_at: Nullable(Type.String()),
    tenant_accepted_at: Nullable(Type.String()),
    created_at: Type.String(),
    pdf_url: Type.String(),
    can_accept: Type.Boolean({
      description: "Le bailleur sur un brouillon (l'envoi vaut son acceptation), le locataire sur un bail envoyé",
    }),
  },
  { description: 'Bail' },
);
export type LeaseObject = Static<typeof LeaseSchema>;

// Reports

export const ReportQuery = Type.Object(
  {
    // A typed enum: the query string's "90" is coerced to an integer before it is compared.
    days: Type.Optional(
      Type.Unsafe<(typeof REPORT_PERIODS)[number]>({ type: 'integer', enum: [...REPORT_PERIODS], default: 30, description: '30, 90 ou 365 jours' }),
    ),
  },
  { additionalProperties: false },
);

export const ReportPointSchema = Type.Object({
  day: Type.String({ description: 'AAAA-MM-JJ' }),
  views: Type.Integer(),
  contacts: Type.Integer(),
  matches: Type.Integer(),
});

export const AdvertReportSchema = Type.Object(
  {
    home_id: Type.Integer(),
    days: Type.Integer(),
    series: Type.Array(ReportPointSchema, { description: 'Un point par jour, du plus ancien à aujourd’hui, zéros compris' }),
    totals: Type.Object({ views: Type.Integer(), contacts: Type.Integer(), matches: Type.Integer() }),
  },
  { description: "Statistiques d'une annonce" },
);
export type AdvertReportObject = Static<typeof AdvertReportSchema>;

// Ma co-location

export const MyColocationSchema = Type.Object(
  {
    home: Type.Object({
      id: Type.Integer(),
      name: Nullable(Type.String()),
      city: Nullable(Type.String()),
      address: Nullable(Type.String()),
      photo_url: Nullable(Type.String()),
      public_url: Type.String(),
    }),
    tenancy: TenancySchema,
    room_name: Type.Optional(Nullable(Type.String({ description: "Nom affiché de la chambre louée ; null pour le logement entier" }))),
    landlord: Type.Object({ user_id: Type.Integer(), first_name: Type.String(), name_initial: Type.String() }),
    flatmates: Type.Array(
      Type.Object({
        user_id: Nullable(Type.Integer()),
        first_name: Type.String(),
        name_initial: Type.String(),
        avatar_url: Nullable(Type.String()),
        room: Nullable(Type.String()),
        since: Type.String(),
      }),
    ),
    documents: Type.Array(HomeDocumentSchema, { description: 'Documents partagés avec les locataires' }),
    leases: Type.Array(LeaseSchema),
  },
  { description: 'Ma co-location' },
);
export type MyColocationObject = Static<typeof MyColocationSchema>;

// Static types of the other shapes the screens read (through @coloc/shared).
export type RentPaymentInputValue = Static<typeof RentPaymentInputBody>;
export type RoomOccupancyObject = Static<typeof RoomOccupancySchema>;
export type DiagnosticInputValue = Static<typeof DiagnosticInputBody>;
export type ApplicantStatusObject = Static<typeof ApplicantStatusSchema>;
export type ReceivedContactRequestObject = Static<typeof ReceivedContactRequestSchema>;
export type ReceivedVisitRequestObject = Static<typeof ReceivedVisitRequestSchema>;
export type ReceivedRequestsObject = Static<typeof ReceivedRequestsSchema>;
export type AnswerContactValue = Static<typeof AnswerContactBody>;
export type ReportPointObject = Static<typeof ReportPointSchema>;
