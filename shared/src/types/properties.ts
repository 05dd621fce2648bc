// Wire contract of property management (issue 6): the properties list, landlords and invitations,
// moderation, the public advert, rental management, diagnostics, documents, leases, reports and the
// seeker's own shared home. Every date is ISO (YYYY-MM-DD), every timestamp ISO 8601, money in euros.
import type { HomeDetailsObject } from '@coloc/contract/homes/schemas';
import { SERVICE_LIMITS } from '@coloc/contract/homes/limits';
import type { LeaseObject } from '@coloc/contract/rentals/schemas';

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
