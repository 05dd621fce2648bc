import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { toCount } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { homeAccess, landlordHomeIds } from '../homes';
import { parseIdList, photoPublicIds, toHomeObject } from '../homes';
import { imageUrl } from '../images';
import { diagnosticAlerts, type DiagnosticRecord } from '../rentals';
import { loadLandlordRows } from '../homes';
import type { PropertySummarySchema } from '@coloc/contract/properties/schemas';

export type PropertySummary = Static<typeof PropertySummarySchema>;

/** Count per home of a grouped query (homes without rows are absent). */
function countsByHome(rows: ReadonlyArray<{ home_id: number | null; n: unknown }>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.home_id !== null) counts.set(row.home_id, (counts.get(row.home_id) ?? 0) + toCount(row.n));
  return counts;
}

/**
 * Rooms let now: the rooms with an active tenancy, or every room when the whole home is let (a
 * home without rooms let as a whole counts one).
 */
function occupiedRooms(roomCount: number, tenancies: ReadonlyArray<{ room_id: number | null }>): number {
  if (tenancies.some((tenancy) => tenancy.room_id === null)) return Math.max(roomCount, 1);
  return Math.min(roomCount, new Set(tenancies.map((tenancy) => tenancy.room_id)).size);
}

/**
 * The properties list of SPEC 4 (`biens`): every home the user runs, oldest first, with the
 * user's rights on it and what needs their attention.
 */
export async function listProperties(db: Db, user: Pick<UserRow, 'id' | 'type'>, now: Date = new Date()): Promise<PropertySummary[]> {
  const ids = await landlordHomeIds(db, user.id);
  if (ids.length === 0) return [];
  // One query per table for the whole list (sequential: a transaction's single connection may be passed in).
  const homes = await db.selectFrom('homes').selectAll().where('id', 'in', ids).orderBy('id').execute();
  const rooms = await db.selectFrom('rooms').selectAll().where('home_id', 'in', ids).execute();
  const landlords = await loadLandlordRows(db, ids);
  const tenancies = await db.selectFrom('tenancies').select(['home_id', 'room_id']).where('home_id', 'in', ids).where('status', '=', 'active').execute();
  const contacts = await db
    .selectFrom('contact_requests')
    .select(['home_id', 'to_user_id'])
    .where('home_id', 'in', ids)
    .where('status', '=', 'new')
    .execute();
  const visits = await db
    .selectFrom('visits')
    .select((eb) => ['home_id', eb.fn.countAll().as('n')])
    .where('home_id', 'in', ids)
    .where('status', '=', 'requested')
    .groupBy('home_id')
    .execute();
  const diagnostics = await db.selectFrom('diagnostics').select(['home_id', 'kind', 'performed_on', 'document_id']).where('home_id', 'in', ids).execute();

  // A contact request about a home is received when it went to one of its landlords (not a message a landlord sent about it).
  const landlordsOf = (home: Pick<HomeRow, 'id' | 'user_id'>) =>
    new Set([home.user_id, ...landlords.filter((row) => row.home_id === home.id && row.status === 'accepted').map((row) => row.user_id)]);
  const visitCounts = countsByHome(visits);
  const today = now.toISOString().slice(0, 10);

  const publicIds = await photoPublicIds(db, homes);
  const items: PropertySummary[] = [];
  for (const home of homes) {
    const homeRooms = rooms.filter((room) => room.home_id === home.id);
    const runners = landlordsOf(home);
    const receivedContacts = contacts.filter((row) => row.home_id === home.id && runners.has(row.to_user_id)).length;
    const records: DiagnosticRecord[] = diagnostics.filter((row) => row.home_id === home.id);
    const first = parseIdList(home.image_orders)[0];
    const photo = first === undefined ? undefined : publicIds.get(first);
    items.push({
      home: toHomeObject(home, homeRooms, publicIds, landlords, now),
      photo_url: photo === undefined ? null : imageUrl(photo),
      access: await homeAccess(db, user, home),
      occupied_rooms: occupiedRooms(homeRooms.length, tenancies.filter((tenancy) => tenancy.home_id === home.id)),
      pending_requests: receivedContacts + (visitCounts.get(home.id) ?? 0),
      diagnostics_alerts: diagnosticAlerts(records, today),
    });
  }
  return items;
}
