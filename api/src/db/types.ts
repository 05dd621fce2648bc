import type { Insertable, Selectable, Updateable } from 'kysely';
import type { UsersTables, UsersTable } from './tables/users';
import type { HomesTables, HomesTable, RoomsTable, ImagesTable } from './tables/homes';
import type { ProfilesTables, ProfilesTable } from './tables/profiles';
import type { SearchesTables, SearchesTable } from './tables/searches';
import type { SiteTables, SubscriptionsTable } from './tables/site';
import type { CitiesTables, CitiesTable } from './tables/cities';
import type { VisitsTables, VisitsTable, ContactRequestsTable } from './tables/visits';
import type { MatchingTables, AccordancesTable } from './tables/matching';
import type { MessagingTables, ConversationsTable, MessagesTable } from './tables/messaging';
import type { GroupsTables } from './tables/groups';
import type { PropertiesTables, HomeLandlordsTable, TenanciesTable, RentPaymentsTable, HomeDocumentsTable, DiagnosticsTable, LeasesTable } from './tables/properties';
import type { AbuseTables } from './tables/abuse';
import type { BankTables } from './tables/bank';
import type { MandatesTables } from './tables/mandates';
import type { PaymentsTables } from './tables/payments';
import type { TenantFileTables } from './tables/tenant-file';
import type { TenantSpaceTables } from './tables/tenant-space';
import type { MarketingTables } from './tables/marketing';
import type { AlertsTables } from './tables/alerts';
import type { SignupTables } from './tables/signup';

export type { UsersTable, SessionsTable, PasswordResetsTable, LoginFailuresTable, ConnectionLogTable, ConnectionMethod } from './tables/users';
export type { HomesTable, RoomsTable, ImagesTable } from './tables/homes';
export type { ProfilesTable } from './tables/profiles';
export type { SearchesTable } from './tables/searches';
export type { SubscriptionsTable, NewsletterSubscriptionsTable, ContactMessagesTable, PageViewsTable } from './tables/site';
export type { CitiesTable } from './tables/cities';
export type { VisitsTable, ContactRequestsTable } from './tables/visits';
export type { MatchChangesTable, AccordancesTable } from './tables/matching';
export type { ConversationsTable, AccountFlagsTable, ConversationParticipantsTable, MessagesTable, PushSubscriptionsTable, AppSettingsTable } from './tables/messaging';
export type { SeekerGroupsTable, SeekerGroupMembersTable } from './tables/groups';
export type { HomeLandlordsTable, AdvertViewsTable, TenanciesTable, RentPaymentsTable, HomeDocumentsTable, DiagnosticsTable, LeasesTable } from './tables/properties';

/** Every table, by name: each domain keeps its tables in ./tables/<domain>.ts (imports of these types stay on this file). */
export interface Database
  extends UsersTables,
    HomesTables,
    ProfilesTables,
    SearchesTables,
    SiteTables,
    CitiesTables,
    VisitsTables,
    MatchingTables,
    MessagingTables,
    GroupsTables,
    PropertiesTables,
    AbuseTables,
    PaymentsTables,
    MandatesTables,
    BankTables,
    TenantFileTables,
    TenantSpaceTables,
    MarketingTables,
    AlertsTables,
    SignupTables {}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type HomeRow = Selectable<HomesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CityRow = Selectable<CitiesTable>;
export type NewCity = Insertable<CitiesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type SearchRow = Selectable<SearchesTable>;
export type RoomRow = Selectable<RoomsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type VisitRow = Selectable<VisitsTable>;
export type ContactRequestRow = Selectable<ContactRequestsTable>;
export type AccordanceRow = Selectable<AccordancesTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type HomeLandlordRow = Selectable<HomeLandlordsTable>;
export type TenancyRow = Selectable<TenanciesTable>;
export type RentPaymentRow = Selectable<RentPaymentsTable>;
export type HomeDocumentRow = Selectable<HomeDocumentsTable>;
export type DiagnosticRow = Selectable<DiagnosticsTable>;
export type LeaseRow = Selectable<LeasesTable>;
