// Tables of modules/tenant-space (migration 012): rent requests and the next-move plan.
import type { Generated } from 'kysely';

type Timestamp = string;

/**
 * A landlord asking, through the platform, for one month's rent (one rentals rent_payments line).
 * Only 'open' and 'cancelled' are stored: 'paid' is read from the rent line itself.
 */
export interface RentRequestsTable {
  id: Generated<number>;
  rent_payment_id: number;
  /** The landlord who asked (null once that account is deleted). */
  requested_by: number | null;
  /** 'open' | 'cancelled' */
  status: string;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
}

/** A tenant's intent to move: when, where (cities table ids, JSON array), for how much. */
export interface NextColocationPlansTable {
  user_id: number;
  move_date: string | null;
  /** JSON array of cities.id. */
  city_ids: string;
  budget_max_cents: number | null;
  note: string | null;
  updated_at: Timestamp;
}

export interface TenantSpaceTables {
  rent_requests: RentRequestsTable;
  next_colocation_plans: NextColocationPlansTable;
}
