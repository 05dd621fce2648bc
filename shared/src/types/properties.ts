// Wire contract of property management (issue 6): the properties list, landlords and invitations,
// moderation, the public advert, rental management, diagnostics, documents, leases, reports and the
// seeker's own shared home. Every date is ISO (YYYY-MM-DD), every timestamp ISO 8601, money in euros.
import type { HomeDetailsObject } from '@coloc/contract/homes/schemas';
import { SERVICE_LIMITS } from '@coloc/contract/homes/limits';
import type { Room } from './entities';

// ---------------------------------------------------------------------------------------------
// Properties list (`biens`, SPEC 4 Home states) — GET /api/properties
// ---------------------------------------------------------------------------------------------

// Derived from the contract's properties schemas, which the API validates with. A landlord's
// invitation expires OWNER_INVITE_VALID_DAYS after it was last sent and can be resent.
export type {
  HomeAccess,
  PropertySummary,
  PropertiesList,
  Landlord,
  InviteInput as InviteOwnerInput,
  InviteResult as InviteOwnerResult,
  InvitationPreview as OwnerInvitationPreview,
  AcceptResult,
  DelegationInput,
} from '@coloc/contract/properties/schemas';
export { LANDLORD_ROLES, OWNER_INVITE_VALID_DAYS, type LandlordRole } from '@coloc/contract/properties/rules';

// ---------------------------------------------------------------------------------------------
// Housing for services (issue 6, Moderation and trust): stated on the advert, required to submit
// ---------------------------------------------------------------------------------------------

/** Housing-for-services terms as a home's details carry them. */
export type ServiceTerms = NonNullable<HomeDetailsObject['services']>;

/** Hours of help per week a pay_by_service advert may ask at most. */
export const SERVICE_MAX_HOURS_PER_WEEK = SERVICE_LIMITS.maxHoursPerWeek;

// ---------------------------------------------------------------------------------------------
// Moderation (console for staff_role 'moderator')
// ---------------------------------------------------------------------------------------------

// Derived from the contract's moderation schemas, which the API validates with.
export type {
  ModerationFlag,
  ModerationItemObject as ModerationItem,
  ModerationQueue,
  RejectAdvertInput,
  ModerationDecisionObject as ModerationDecision,
  HomeModerationObject as HomeModeration,
  AccountFlag,
} from '@coloc/contract/moderation/schemas';
export type { ModerationFlagKind, ModerationStatusValue } from '@coloc/contract/moderation/limits';

// ---------------------------------------------------------------------------------------------
// Public advert (SPEC 2.2) — GET /api/adverts/{home_id}[?preview=1]
// ---------------------------------------------------------------------------------------------

// Derived from the contract's adverts schemas. The address is never in it: the city and district.
export type {
  AdvertMatchStatus,
  AdvertFlatmateObject as AdvertFlatmate,
  AdvertRoomObject as AdvertRoom,
  PublicAdvertObject as PublicAdvert,
} from '@coloc/contract/adverts/schemas';

// ---------------------------------------------------------------------------------------------
// Rental management (`gestion`) — GET /api/homes/{id}/management
// ---------------------------------------------------------------------------------------------

export interface Tenancy {
  id: number;
  home_id: number;
  /** Null when the whole home is let. */
  room_id: number | null;
  tenant_user_id: number | null;
  tenant_name: string;
  tenant_email: string | null;
  start_date: string;
  end_date: string | null;
  rent: number;
  charges: number;
  deposit: number;
  status: 'active' | 'ended';
}

export interface TenancyInput {
  room_id: number | null;
  tenant_email: string;
  tenant_name: string;
  start_date: string;
  end_date?: string | null;
  rent: number;
  charges: number;
  deposit: number;
}

export interface RentPayment {
  id: number;
  tenancy_id: number;
  /** YYYY-MM */
  period: string;
  amount_due: number;
  amount_received: number;
  received_on: string | null;
}

export interface RentPaymentInput {
  amount_received: number;
  received_on: string | null;
}

export interface RoomOccupancy {
  room: Room;
  display_name: string;
  tenancy: Tenancy | null;
}

export interface ManagementOverview {
  home_id: number;
  rooms: RoomOccupancy[];
  /** A tenancy of the whole home, if any. */
  whole_home: Tenancy | null;
  tenancies: Tenancy[];
  /** Rent lines of the last 6 months and the current one, newest first. */
  payments: RentPayment[];
  month: { period: string; due: number; received: number; late: number };
}

// ---------------------------------------------------------------------------------------------
// Diagnostics (mandatory French technical surveys) — /api/homes/{id}/diagnostics
// ---------------------------------------------------------------------------------------------

export type DiagnosticKind = 'dpe' | 'electricite' | 'gaz' | 'plomb' | 'amiante' | 'erp' | 'surface' | 'bruit' | 'termites';

export interface Diagnostic {
  kind: DiagnosticKind;
  /** « Diagnostic de performance énergétique (DPE) »… */
  label: string;
  /** Why it is required and when (French). */
  hint: string;
  required: boolean;
  performed_on: string | null;
  /** Null when it never expires (or not done). */
  valid_until: string | null;
  /** 'missing' | 'valid' | 'expiring' (within 90 days) | 'expired' | 'not_required'. */
  state: 'missing' | 'valid' | 'expiring' | 'expired' | 'not_required';
  document_id: number | null;
}

export interface DiagnosticInput {
  performed_on: string;
  /** Optional: a document already uploaded to the home's documents. */
  document_id?: number | null;
}

// ---------------------------------------------------------------------------------------------
// Documents — owner documents /api/homes/{id}/documents, shared with tenants when `shared`
// ---------------------------------------------------------------------------------------------

export type DocumentCategory = 'titre' | 'assurance' | 'diagnostic' | 'bail' | 'etat_des_lieux' | 'reglement' | 'facture' | 'autre';

export interface HomeDocument {
  id: number;
  home_id: number;
  title: string;
  category: DocumentCategory;
  /** Visible to the home's tenants in `ma-co-location`. */
  shared: boolean;
  mime: string;
  bytes: number;
  uploaded_by: string;
  created_at: string;
  /** GET, session-checked, Content-Disposition: attachment. */
  download_url: string;
}

/** Accepted uploads: PDF, JPEG, PNG by content, strictly below this size. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Requests received (`demandes`) — GET /api/homes/{id}/requests
// ---------------------------------------------------------------------------------------------

/** What the landlord reads about an applicant (« Mes demandes »). */
export interface ApplicantStatus {
  /** Affinity with the home in percent; null: « Pas assez d'informations pour calculer l'affinité ». */
  affinity: number | null;
  /** The tenant file is confirmed and complete (« Dossier complet »). */
  file_complete: boolean;
  /** 'validated': « Garantie validée »; 'pending': requested; null: none asked. */
  guarantee: 'validated' | 'pending' | null;
}

export interface ReceivedContactRequest {
  id: number;
  from: { id: number; first_name: string; name_initial: string; avatar_url: string | null };
  applicant: ApplicantStatus;
  message: string;
  created_at: string;
  status: 'new' | 'answered' | 'declined';
  /** Set once answered: the conversation the answer went to. */
  conversation_id: number | null;
}

export interface ReceivedVisitRequest {
  id: number;
  from: { id: number; first_name: string; name_initial: string; avatar_url: string | null };
  applicant: ApplicantStatus;
  status: 'requested' | 'proposed' | 'accepted' | 'declined' | 'cancelled';
  slots: string[];
  starts_at: string | null;
  message: string | null;
  created_at: string;
}

export interface ReceivedRequests {
  contacts: ReceivedContactRequest[];
  visits: ReceivedVisitRequest[];
}

/** POST /api/contact-requests/{id}/answer → the conversation that holds the answer. */
export interface AnswerContactInput {
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Leases (`bail`) — /api/homes/{id}/leases, /api/leases/{id}
// ---------------------------------------------------------------------------------------------

export type LeaseKind = 'room' | 'whole';
export type LeaseStatus = 'draft' | 'sent' | 'accepted' | 'cancelled';

export interface LeaseInput {
  kind: LeaseKind;
  /** Required when kind is 'room'. */
  room_id: number | null;
  tenant_email: string;
  start_date: string;
  duration_months: number;
  rent: number;
  charges: number;
  deposit: number;
  furnished: boolean;
  special_terms?: string | null;
}

export interface Lease extends Omit<LeaseInput, 'tenant_email'> {
  id: number;
  home_id: number;
  status: LeaseStatus;
  tenant: { user_id: number | null; email: string; first_name: string | null; name: string | null };
  landlord_accepted_at: string | null;
  tenant_accepted_at: string | null;
  created_at: string;
  /** GET, for either party: the contract as PDF. */
  pdf_url: string;
  /** What the caller may do now. */
  can_accept: boolean;
}

// ---------------------------------------------------------------------------------------------
// Reports — GET /api/homes/{id}/reports?days=30|90|365
// ---------------------------------------------------------------------------------------------

export interface ReportPoint {
  /** YYYY-MM-DD (daily series) */
  day: string;
  views: number;
  contacts: number;
  matches: number;
}

export interface AdvertReport {
  home_id: number;
  days: number;
  series: ReportPoint[];
  totals: { views: number; contacts: number; matches: number };
}

// ---------------------------------------------------------------------------------------------
// The seeker's shared home (`ma-co-location`) — GET /api/my-colocation (404: none)
// ---------------------------------------------------------------------------------------------

export interface MyColocation {
  home: { id: number; name: string | null; city: string | null; address: string | null; photo_url: string | null; public_url: string };
  tenancy: Tenancy;
  /** Display name of the caller's room (roomDisplayName), null when the whole home is let. Optional: added for the tenancy card. */
  room_name?: string | null;
  landlord: { user_id: number; first_name: string; name_initial: string };
  flatmates: Array<{ user_id: number | null; first_name: string; name_initial: string; avatar_url: string | null; room: string | null; since: string }>;
  documents: HomeDocument[];
  leases: Lease[];
}
