// Properties (issue 6, modules properties and rentals): landlords, advert views, tenancies, rents, documents, diagnostics, leases.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
/** 0 or 1. */
type IntBool = number;

export interface HomeLandlordsTable {
  id: Generated<number>;
  home_id: number;
  user_id: number | null;
  email: string;
  role: 'owner' | 'manager' | 'agent';
  status: 'pending' | 'accepted';
  token_hash: string | null;
  invited_by: number | null;
  invite_sent_at: Timestamp | null;
  accepted_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AdvertViewsTable {
  home_id: number;
  day: string;
  count: number;
}

export interface TenanciesTable {
  id: Generated<number>;
  home_id: number;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RentPaymentsTable {
  id: Generated<number>;
  tenancy_id: number;
  period: string;
  amount_due: number;
  amount_received: number;
  received_on: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HomeDocumentsTable {
  id: Generated<number>;
  home_id: number;
  uploaded_by: number | null;
  title: string;
  category: string;
  shared: ColumnType<IntBool, IntBool | undefined, IntBool>;
  file: string;
  mime: string;
  bytes: number;
  created_at: Timestamp;
}

export interface DiagnosticsTable {
  id: Generated<number>;
  home_id: number;
  kind: string;
  performed_on: string;
  document_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LeasesTable {
  id: Generated<number>;
  home_id: number;
  kind: 'room' | 'whole';
  room_id: number | null;
  tenant_user_id: number | null;
  tenant_email: string;
  start_date: string;
  duration_months: number;
  rent: number;
  charges: number;
  deposit: number;
  furnished: ColumnType<IntBool, IntBool | undefined, IntBool>;
  special_terms: string | null;
  status: 'draft' | 'sent' | 'accepted' | 'cancelled';
  created_by: number | null;
  landlord_accepted_at: Timestamp | null;
  tenant_accepted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PropertiesTables {
  home_landlords: HomeLandlordsTable;
  advert_views: AdvertViewsTable;
  tenancies: TenanciesTable;
  rent_payments: RentPaymentsTable;
  home_documents: HomeDocumentsTable;
  diagnostics: DiagnosticsTable;
  leases: LeasesTable;
}
