import type { Db } from '../../../db';
import type { PersonRow } from '../people';
import type { LandlordNameRow } from './homes';

/** The people rentals shows (names, approved avatars) and writes to (mails), by id or e-mail. */

export async function peopleById(db: Db, ids: Iterable<number | null | undefined>): Promise<Map<number, PersonRow>> {
  const list = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (list.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('images as i', 'i.id', 'u.avatar_image_id')
    .select(['u.id', 'u.first_name', 'u.name', 'u.avatar_image_id', 'u.avatar_approved', 'i.public_id as avatar_public_id'])
    .where('u.id', 'in', list)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account registered with this address, if any (addresses are stored lowercase). */
export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}

/** The accounts behind lease tenants: by linked id, or by the address the lease was written to. */
export function usersByIdsOrEmails(
  db: Db,
  ids: readonly number[],
  emails: readonly string[],
): Promise<Array<{ id: number; email: string; first_name: string; name: string }>> {
  if (ids.length + emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'name'])
    .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(emails.length ? [eb('email', 'in', emails)] : [])]))
    .execute();
}

/** Whom to mail about a lease: address, first name, and the type that picks the URL segment. */
export function mailContact(db: Db, id: number) {
  return db.selectFrom('users').select(['email', 'first_name', 'type']).where('id', '=', id).executeTakeFirst();
}

/** The sender and recipient of a contact request, with their mail preference. */
export function mailRecipients(db: Db, ids: readonly number[]) {
  return db.selectFrom('users').select(['id', 'email', 'first_name', 'name', 'email_messages']).where('id', 'in', ids).execute();
}

/** A full name as the contract prints it (with the business name). */
export function userFullName(db: Db, id: number): Promise<LandlordNameRow | undefined> {
  return db.selectFrom('users').select(['id', 'first_name', 'name', 'business_name']).where('id', '=', id).executeTakeFirst();
}

export function userName(db: Db, id: number): Promise<{ first_name: string; name: string } | undefined> {
  return db.selectFrom('users').select(['first_name', 'name']).where('id', '=', id).executeTakeFirst();
}
