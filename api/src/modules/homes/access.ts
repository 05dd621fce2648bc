import type { Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { HOME_MESSAGES } from './validation';

/**
 * Whether the user may read and change the home. Only its owner for now; co-owners
 * (owners_roles) and managers with advert access will be read from `db` here, which is why
 * every caller already passes it and awaits the answer.
 */
export async function canEditHome(db: Db, user: Pick<UserRow, 'id'>, home: Pick<HomeRow, 'id' | 'user_id'>): Promise<boolean> {
  return home.user_id === user.id;
}

/** The caller's first home, the one 'default' names (same choice as the user object's home). */
export async function defaultHome(db: Db, userId: number): Promise<HomeRow | undefined> {
  return db.selectFrom('homes').selectAll().where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
}

/**
 * The home a URL names ('default' or an id) if the user may edit it. 404 when there is no such
 * home ('Aucun logement.' for 'default', so the client knows the user has none yet), 403 when
 * it belongs to someone else. With missingDefault 'null', a missing default home is not an error.
 */
export async function homeForEditing(db: Db, user: Pick<UserRow, 'id'>, idParam: string, missingDefault?: 'error'): Promise<HomeRow>;
export async function homeForEditing(
  db: Db,
  user: Pick<UserRow, 'id'>,
  idParam: string,
  missingDefault: 'error' | 'null',
): Promise<HomeRow | null>;
export async function homeForEditing(
  db: Db,
  user: Pick<UserRow, 'id'>,
  idParam: string,
  missingDefault: 'error' | 'null' = 'error',
): Promise<HomeRow | null> {
  if (idParam === 'default') {
    const home = await defaultHome(db, user.id);
    if (home) return home;
    if (missingDefault === 'null') return null;
    throw new HttpError(404, HOME_MESSAGES.noHome);
  }
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  const home = await db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!home) throw notFound();
  if (!(await canEditHome(db, user, home))) throw forbidden();
  return home;
}

/** Same as the route's params pattern; used where a hook runs before params validation. */
export function isHomeIdParam(value: unknown): value is string {
  return typeof value === 'string' && /^(default|[1-9][0-9]{0,14})$/.test(value);
}
