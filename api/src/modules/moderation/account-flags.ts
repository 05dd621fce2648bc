import type { Static } from '@fastify/type-provider-typebox';
import { nowIso, type Db } from '../../db';
import { HttpError, notFound } from '../../lib/errors';
import type { AccountFlagSchema } from '@coloc/contract/moderation/schemas';

export const ACCOUNT_MESSAGES = {
  cleared: 'Le signalement a été levé.',
  disabled: 'Le compte a été désactivé : il ne peut plus se connecter.',
  staffAccount: "Un compte de l'équipe ne peut pas être désactivé depuis la modération.",
} as const;

/** The 200 most recently seen account flags (messaging raises them, see messaging/rate-limits.ts). */
export async function listAccountFlags(db: Db): Promise<Array<Static<typeof AccountFlagSchema>>> {
  const rows = await db
    .selectFrom('account_flags as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.user_id', 'u.first_name', 'u.name', 'u.email', 'u.disabled_at', 'f.kind', 'f.message', 'f.created_at', 'f.updated_at'])
    .orderBy('f.updated_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(200)
    .execute();
  return rows.map(({ disabled_at, kind, ...row }) => ({ ...row, kind: kind as 'same_text_conversations', disabled: disabled_at !== null }));
}

/** The flagged account addressed by a moderator's decision; 404 without a flag, like an unknown id. */
async function flaggedAccount(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'staff_role', 'disabled_at'])
    .where('id', '=', userId)
    .where((eb) => eb.exists(eb.selectFrom('account_flags').select('id').where('account_flags.user_id', '=', userId)))
    .executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

/** The behaviour was legitimate (a landlord answering many seekers the same way): the flag goes. */
export async function clearAccountFlags(db: Db, userId: number): Promise<{ message: string }> {
  await flaggedAccount(db, userId);
  await db.deleteFrom('account_flags').where('user_id', '=', userId).execute();
  return { message: ACCOUNT_MESSAGES.cleared };
}

/**
 * Spam: the account can no longer sign in (auth refuses a disabled account) and its sessions end
 * now. The flag stays, marked disabled, so the console shows what was decided and why.
 */
export async function disableAccount(db: Db, userId: number, revokeSessions: (userId: number) => Promise<void>): Promise<{ message: string }> {
  const user = await flaggedAccount(db, userId);
  if (user.staff_role !== null) throw new HttpError(409, ACCOUNT_MESSAGES.staffAccount);
  if (user.disabled_at === null) {
    const now = nowIso();
    await db.updateTable('users').set({ disabled_at: now, updated_at: now }).where('id', '=', userId).where('disabled_at', 'is', null).execute();
  }
  await revokeSessions(userId);
  return { message: ACCOUNT_MESSAGES.disabled };
}
