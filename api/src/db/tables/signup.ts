// Tables of migration 023 (issue 17, finding 5): sign-up confirmed by an e-mail link.
import type { Generated } from 'kysely';

type Timestamp = string;

export interface PendingSignupsTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  password_hash: string;
  first_name: string;
  name: string;
  type: string;
  business_name: string | null;
  newsletter: number;
  referral: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SigninLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SignupMailsTable {
  email: string;
  sent_at: Timestamp;
}

export interface SignupTables {
  pending_signups: PendingSignupsTable;
  signin_links: SigninLinksTable;
  signup_mails: SignupMailsTable;
}
