import { nowIso, type Db } from '../db';
import type { UserRow } from '../db/types';

export const MODERATOR_ROLE = 'moderator';

export function isModerator(user: Pick<UserRow, 'staff_role'> | null | undefined): boolean {
  return user?.staff_role === MODERATOR_ROLE;
}

export type GrantResult = 'granted' | 'already' | 'unknown' | 'other_role';

/**
 * Gives the account the moderator role. An account that already holds another staff role (support)
 * keeps it: one person, one staff role, and taking support away silently would lose their threads.
 */
export async function grantModerator(db: Db, email: string): Promise<GrantResult> {
  const user = await db.selectFrom('users').select(['id', 'staff_role']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user) return 'unknown';
  if (user.staff_role === MODERATOR_ROLE) return 'already';
  if (user.staff_role !== null) return 'other_role';
  await db.updateTable('users').set({ staff_role: MODERATOR_ROLE, updated_at: nowIso() }).where('id', '=', user.id).execute();
  return 'granted';
}

export type RevokeResult = 'revoked' | 'not_moderator' | 'unknown';

/** Takes the moderator role away (another staff role is left alone). */
export async function revokeModerator(db: Db, email: string): Promise<RevokeResult> {
  const user = await db.selectFrom('users').select(['id', 'staff_role']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user) return 'unknown';
  if (user.staff_role !== MODERATOR_ROLE) return 'not_moderator';
  await db.updateTable('users').set({ staff_role: null, updated_at: nowIso() }).where('id', '=', user.id).execute();
  return 'revoked';
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** MODERATOR_EMAILS at start-up: each listed account becomes a moderator; the others are untouched. */
export async function applyModeratorEmails(db: Db, emails: readonly string[], log: Logger): Promise<void> {
  for (const email of emails) {
    const result = await grantModerator(db, email);
    if (result === 'granted') log.info({ email }, 'moderator role granted from MODERATOR_EMAILS');
    else if (result === 'unknown') log.warn({ email }, 'MODERATOR_EMAILS lists an address without an account');
    else if (result === 'other_role') log.warn({ email }, 'MODERATOR_EMAILS lists an account that already has another staff role');
  }
}
