// Tables of migration 016 (issue 17, abuse resistance): shared server secrets, sign-in attack
// alerts and the once-per-day advert visitors. The login_failures.device and invoices.test
// columns are declared with their tables.
import type { Selectable } from 'kysely';

type Timestamp = string;

export interface ServerSecretsTable {
  name: string;
  /** base64url, 32 random bytes. */
  value: string;
  created_at: Timestamp;
}

export interface LoginAlertsTable {
  user_id: number;
  /** When the owner was last e-mailed that their account is under attack. */
  sent_at: Timestamp;
}

export interface AdvertViewVisitorsTable {
  home_id: number;
  /** Paris day, YYYY-MM-DD. */
  day: string;
  /** 'user:<id>' for a signed-in visitor, else a salted hash of the address and the day. */
  visitor: string;
}

export interface AbuseTables {
  server_secrets: ServerSecretsTable;
  login_alerts: LoginAlertsTable;
  advert_view_visitors: AdvertViewVisitorsTable;
}

export type LoginAlertRow = Selectable<LoginAlertsTable>;
