// Tables of modules/mandates (migration 015): the mandates with each step's date, the applied
// notifications, and the built-in sandbox e-signature provider's own sessions (it plays an outside
// service, so it keeps its state apart from ours).
import type { Generated, Selectable } from 'kysely';

type Timestamp = string;

export interface MandatesTable {
  id: Generated<number>;
  reference: string;
  home_id: number;
  owner_id: number;
  /** The agency or manager who countersigns and then runs the home. */
  agent_id: number;
  added_landlord_id: number | null;
  provider: string;
  /** The provider's display name at the time (shown in « Mandat en attente – … »). */
  provider_name: string;
  /** 'signing' | 'signed' | 'complete' | 'refused' | 'expired' | 'cancelled'. */
  status: string;
  /** Fees, in percent of the yearly rent excluding charges. */
  fee_rate: number;
  duration_months: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  owner_signed_at: Timestamp | null;
  /** The provider's id of the owner's signature (proof). */
  owner_signature_id: string | null;
  agent_signed_at: Timestamp | null;
  closed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface MandateEventsTable {
  id: Generated<number>;
  mandate_id: number;
  /** 'created' | 'owner_signed' | 'agent_signed' | 'refused' | 'expired' | 'cancelled'. */
  kind: string;
  at: Timestamp;
  user_id: number | null;
  detail: string | null;
}

export interface MandateNotificationsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  reference: string;
  received_at: Timestamp;
}

export interface SandboxSignatureSessionsTable {
  id: Generated<number>;
  public_id: string;
  merchant_reference: string;
  title: string;
  signer_name: string;
  signer_email: string;
  document_base64: string;
  document_sha256: string;
  return_url: string;
  code: string;
  attempts: Generated<number>;
  /** 'open' | 'signed' | 'refused' | 'locked'. */
  status: string;
  event_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
}

export interface MandatesTables {
  mandates: MandatesTable;
  mandate_events: MandateEventsTable;
  mandate_notifications: MandateNotificationsTable;
  sandbox_signature_sessions: SandboxSignatureSessionsTable;
}

export type MandateRow = Selectable<MandatesTable>;
export type MandateEventRow = Selectable<MandateEventsTable>;
export type SignatureSessionRow = Selectable<SandboxSignatureSessionsTable>;
