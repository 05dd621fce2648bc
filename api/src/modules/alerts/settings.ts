/*
 * Alert settings: one row per person (the alerts about homes a seeker receives, and the cap
 * timestamps of everyone), one row per landlord and home (the alerts about seekers for that home).
 * A missing row means the defaults: immédiate by push, quotidienne by e-mail, threshold 60 %.
 */
import { nowIso, type Db } from '../../db';
import {
  DEFAULT_EMAIL_FREQUENCY,
  DEFAULT_PUSH_FREQUENCY,
  DEFAULT_THRESHOLD,
  ALERT_FREQUENCIES,
  type AlertFrequencyId,
  type AlertSettingsInput,
  type AlertSettingsObject,
} from './schemas';

export const DEFAULT_SETTINGS: AlertSettingsObject = {
  threshold: DEFAULT_THRESHOLD,
  push_frequency: DEFAULT_PUSH_FREQUENCY,
  email_frequency: DEFAULT_EMAIL_FREQUENCY,
};

export type Channel = 'push' | 'email';

export function frequencyOf(value: string | null | undefined, fallback: AlertFrequencyId): AlertFrequencyId {
  return (ALERT_FREQUENCIES as readonly string[]).includes(value ?? '') ? (value as AlertFrequencyId) : fallback;
}

function toObject(row: { threshold: number; push_frequency: string; email_frequency: string } | undefined): AlertSettingsObject {
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    threshold: row.threshold,
    push_frequency: frequencyOf(row.push_frequency, DEFAULT_PUSH_FREQUENCY),
    email_frequency: frequencyOf(row.email_frequency, DEFAULT_EMAIL_FREQUENCY),
  };
}

/** Makes the person's row exist (defaults), whoever gets there first. */
export async function ensureUserSettings(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('alert_settings')
    .values({ user_id: userId, updated_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function userSettings(db: Db, userId: number): Promise<AlertSettingsObject> {
  const row = await db.selectFrom('alert_settings').select(['threshold', 'push_frequency', 'email_frequency']).where('user_id', '=', userId).executeTakeFirst();
  return toObject(row);
}

export async function usersSettings(db: Db, userIds: readonly number[]): Promise<Map<number, AlertSettingsObject>> {
  const result = new Map<number, AlertSettingsObject>();
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500);
    const rows = await db.selectFrom('alert_settings').select(['user_id', 'threshold', 'push_frequency', 'email_frequency']).where('user_id', 'in', chunk).execute();
    for (const row of rows) result.set(row.user_id, toObject(row));
  }
  for (const id of userIds) if (!result.has(id)) result.set(id, { ...DEFAULT_SETTINGS });
  return result;
}

export async function updateUserSettings(db: Db, userId: number, input: AlertSettingsInput): Promise<AlertSettingsObject> {
  await ensureUserSettings(db, userId);
  if (Object.keys(input).length > 0) {
    await db.updateTable('alert_settings').set({ ...input, updated_at: nowIso() }).where('user_id', '=', userId).execute();
  }
  const settings = await userSettings(db, userId);
  // « Alertes » replaced the old e-mail preference about new matches (migration 024): the old
  // field, still in the preferences' answer, says what the e-mail alerts do.
  // Written only when it changes: a write on users is a change the match index and the alerts'
  // watch look at (a seeker never seen before would be announced to landlords).
  const emailMatches = settings.email_frequency === 'never' ? 0 : 1;
  await db.updateTable('users').set({ email_matches: emailMatches }).where('id', '=', userId).where('email_matches', '!=', emailMatches).execute();
  return settings;
}

export async function homeSettings(db: Db, homeId: number, userId: number): Promise<AlertSettingsObject> {
  const row = await db
    .selectFrom('alert_home_settings')
    .select(['threshold', 'push_frequency', 'email_frequency'])
    .where('home_id', '=', homeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return toObject(row);
}

export async function updateHomeSettings(db: Db, homeId: number, userId: number, input: AlertSettingsInput): Promise<AlertSettingsObject> {
  await db
    .insertInto('alert_home_settings')
    .values({ home_id: homeId, user_id: userId, updated_at: nowIso() })
    .onConflict((oc) => oc.columns(['home_id', 'user_id']).doNothing())
    .execute();
  if (Object.keys(input).length > 0) {
    await db
      .updateTable('alert_home_settings')
      .set({ ...input, updated_at: nowIso() })
      .where('home_id', '=', homeId)
      .where('user_id', '=', userId)
      .execute();
  }
  return homeSettings(db, homeId, userId);
}
