// Wire contract of property management (issue 6): the properties list, landlords and invitations,
// moderation, the public advert, rental management, diagnostics, documents, leases, reports and the
// seeker's own shared home. Every date is ISO (YYYY-MM-DD), every timestamp ISO 8601, money in euros.
import type { HomeDetailsObject } from '@coloc/contract/homes/schemas';
import { SERVICE_LIMITS } from '@coloc/contract/homes/limits';
import type { LeaseObject } from '@coloc/contract/rentals/schemas';
import type { Home, ModerationStatus } from './entities';

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

export type ModerationFlagKind =
  | 'duplicate_photo'
  | 'rent_below_reference'
  | 'contact_details'
  | 'payment_demand'
  | 'services_no_hours'
  | 'services_too_many_hours'
  | 'services_no_tasks'
  | 'services_abusive_wording';

export interface ModerationFlag {
  kind: ModerationFlagKind;
  /** French explanation shown to the moderator, e.g. « Photo déjà utilisée par l'annonce n° 12 ». */
  message: string;
  /** The other advert for duplicate photos. */
  other_home_id?: number;
}

export interface ModerationItem {
  home: Home;
  owner: { id: number; first_name: string; name: string; email: string };
  photo_urls: string[];
  submitted_at: string | null;
  flags: ModerationFlag[];
  services: ServiceTerms | null;
}

/** GET /api/moderation/homes?status=pending */
export interface ModerationQueue {
  items: ModerationItem[];
}

/** POST /api/moderation/homes/{id}/reject — the reason is mailed to the owner. */
export interface RejectAdvertInput {
  reason: string;
}

export interface ModerationDecision {
  home_id: number;
  moderation_status: ModerationStatus;
  published: boolean;
}

/** GET /api/homes/{id}/moderation — for the home's landlords: where the advert stands. */
export interface HomeModeration {
  status: ModerationStatus;
  /** The reason of the last refusal (status 'refused'), else null. */
  reason: string | null;
  submitted_at: string | null;
  moderated_at: string | null;
}

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
// Rental management (issue 6): gestion, diagnostics, documents, received requests (`demandes`),
// leases (`bail`), reports and the seeker's `ma-co-location`. Derived from the contract's rentals
// schemas, which the API validates with.
// ---------------------------------------------------------------------------------------------

export type {
  TenancyObject as Tenancy,
  TenancyInputValue as TenancyInput,
  RentPaymentObject as RentPayment,
  RentPaymentInputValue as RentPaymentInput,
  RoomOccupancyObject as RoomOccupancy,
  ManagementOverviewObject as ManagementOverview,
  DiagnosticObject as Diagnostic,
  DiagnosticInputValue as DiagnosticInput,
  HomeDocumentObject as HomeDocument,
  ApplicantStatusObject as ApplicantStatus,
  ReceivedContactRequestObject as ReceivedContactRequest,
  ReceivedVisitRequestObject as ReceivedVisitRequest,
  ReceivedRequestsObject as ReceivedRequests,
  AnswerContactValue as AnswerContactInput,
  LeaseInputValue as LeaseInput,
  LeaseObject as Lease,
  ReportPointObject as ReportPoint,
  AdvertReportObject as AdvertReport,
  MyColocationObject as MyColocation,
} from '@coloc/contract/rentals/schemas';
export type { DiagnosticKind, DocumentCategoryValue as DocumentCategory } from '@coloc/contract/rentals/limits';
/** Accepted uploads: PDF, JPEG, PNG by content, strictly below this size. */
export { DOCUMENT_MAX_BYTES } from '@coloc/contract/rentals/limits';

export type LeaseKind = LeaseObject['kind'];
export type LeaseStatus = LeaseObject['status'];
