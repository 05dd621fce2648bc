import { OWNER_INVITE_VALID_DAYS } from '@coloc/contract/properties/rules';
import type { Db } from '../../db';
import type { HomeLandlordRow } from '../../db/types';

// SPEC 9: an owner invitation link is valid OWNER_INVITE_VALID_DAYS after it was last sent.
export { OWNER_INVITE_VALID_DAYS };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A home_landlords row with the names of the account that accepted it (null while pending). */
export interface LandlordEntryRow extends HomeLandlordRow {
  user_first_name: string | null;
  user_name: string | null;
  user_email: string | null;
}

/** The rows of these homes (accepted and pending), oldest first. Empty input, no query. */
export async function loadLandlordRows(db: Db, homeIds: readonly number[]): Promise<LandlordEntryRow[]> {
  if (homeIds.length === 0) return [];
  return db
    .selectFrom('home_landlords')
    .leftJoin('users', 'users.id', 'home_landlords.user_id')
    .selectAll('home_landlords')
    .select(['users.first_name as user_first_name', 'users.name as user_name', 'users.email as user_email'])
    .where('home_landlords.home_id', 'in', [...homeIds])
    .orderBy('home_landlords.id')
    .execute();
}

/** When the link of an invitation sent at `sentAt` stops working; null if it was never sent. */
export function inviteExpiresAt(sentAt: string | null): string | null {
  if (!sentAt) return null;
  const sent = Date.parse(sentAt);
  return Number.isNaN(sent) ? null : new Date(sent + OWNER_INVITE_VALID_DAYS * DAY_MS).toISOString();
}

/** A pending invitation whose link is past its 7 days (or was never sent) can only be resent. */
export function isInviteExpired(row: Pick<HomeLandlordRow, 'status' | 'invite_sent_at'>, now: Date): boolean {
  if (row.status !== 'pending') return false;
  const expiresAt = inviteExpiresAt(row.invite_sent_at);
  return expiresAt === null || Date.parse(expiresAt) <= now.getTime();
}
