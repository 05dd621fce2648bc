import type { Db } from '../../db';
import { toBool } from '../../db';
import type { ContactRequestRow, HomeRow, UserRow, VisitRow } from '../../db/types';
import { homePublicUrl, parseIdList } from '../homes';
import { publicIdsOf } from '../../lib/images/public-id';
import { imageUrl } from '../images';
import type { ContactRequestObject, VisitConfirmationObject, VisitObject } from './schemas';
import { toParisIso } from './time';

type PersonRow = Pick<UserRow, 'id' | 'first_name' | 'name' | 'avatar_image_id' | 'avatar_approved'>;
export type VisitHomeRow = Pick<HomeRow, 'id' | 'user_id' | 'name' | 'address' | 'address2' | 'postal_code' | 'city' | 'image_orders'>;
/** A home with its cover's link already resolved (the link names the photo's public id). */
type HomeWithCover = VisitHomeRow & { cover_link: string | null };

export function nameInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toLocaleUpperCase('fr-FR')}.` : '';
}

/** First photo of each advert, at card size, by home id (null without photo). */
export async function coverLinks(db: Db, homes: ReadonlyArray<Pick<HomeRow, 'id' | 'image_orders'>>): Promise<Map<number, string | null>> {
  const firsts = homes.map((home) => [home.id, parseIdList(home.image_orders)[0]] as const);
  const publicIds = await publicIdsOf(db, firsts.map(([, first]) => first));
  return new Map(firsts.map(([homeId, first]) => {
    const publicId = first === undefined ? undefined : publicIds.get(first);
    return [homeId, publicId === undefined ? null : imageUrl(publicId, 320, 240)];
  }));
}

export async function coverLink(db: Db, home: Pick<HomeRow, 'id' | 'image_orders'>): Promise<string | null> {
  return (await coverLinks(db, [home])).get(home.id) ?? null;
}

export function parseSlots(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function approvedAvatar(user: PersonRow): number | null {
  return toBool(user.avatar_approved) ? user.avatar_image_id : null;
}

async function peopleById(db: Db, ids: Iterable<number>): Promise<Map<number, PersonRow>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'name', 'avatar_image_id', 'avatar_approved'])
    .where('id', 'in', list)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function homesById(db: Db, ids: Iterable<number>): Promise<Map<number, HomeWithCover>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db
    .selectFrom('homes')
    .select(['id', 'user_id', 'name', 'address', 'address2', 'postal_code', 'city', 'image_orders'])
    .where('id', 'in', list)
    .execute();
  const covers = await coverLinks(db, rows);
  return new Map(rows.map((row) => [row.id, { ...row, cover_link: covers.get(row.id) ?? null }]));
}

const MISSING_PERSON: PersonRow = { id: 0, first_name: 'Utilisateur supprimé', name: '', avatar_image_id: null, avatar_approved: 0 };

/**
 * Visits as the viewer may see them. The street address goes to the seeker only once the visit is
 * accepted: until then the advert's town is enough, and the host has not agreed to receive anyone.
 */
export async function toVisitObjects(db: Db, rows: readonly VisitRow[], viewerId: number): Promise<VisitObject[]> {
  const [people, homes] = await Promise.all([
    peopleById(db, rows.flatMap((row) => [row.seeker_id, row.host_id])),
    homesById(db, rows.map((row) => row.home_id)),
  ]);
  return rows.flatMap((row) => {
    const home = homes.get(row.home_id);
    if (!home) return [];
    const seeker = people.get(row.seeker_id) ?? { ...MISSING_PERSON, id: row.seeker_id };
    const host = people.get(row.host_id) ?? { ...MISSING_PERSON, id: row.host_id };
    const seesAddress = row.seeker_id !== viewerId || row.status === 'accepted';
    return [
      {
        id: row.id,
        home: {
          id: home.id,
          name: home.name,
          city: home.city,
          address: seesAddress ? [home.address, home.address2].filter(Boolean).join(', ') || null : null,
          image_link: home.cover_link,
          link: homePublicUrl(home),
        },
        seeker: { id: seeker.id, first_name: seeker.first_name, name_initial: nameInitial(seeker.name), avatar_id: approvedAvatar(seeker) },
        host: { id: host.id, first_name: host.first_name, name_initial: nameInitial(host.name) },
        status: row.status,
        slots: parseSlots(row.slots).map(toParisIso),
        starts_at: row.starts_at === null ? null : toParisIso(row.starts_at),
        message: row.message,
        confirmed_at: row.confirmed_at,
        created_at: row.created_at,
      },
    ];
  });
}

export async function toVisitObject(db: Db, row: VisitRow, viewerId: number): Promise<VisitObject> {
  const [visit] = await toVisitObjects(db, [row], viewerId);
  if (!visit) throw new Error(`visit ${row.id} has no home`);
  return visit;
}

/** What the confirmation page shows: only reachable with the token mailed to the seeker. */
export async function toVisitConfirmation(db: Db, row: VisitRow & { starts_at: string }): Promise<VisitConfirmationObject> {
  const [people, homes] = await Promise.all([peopleById(db, [row.seeker_id, row.host_id]), homesById(db, [row.home_id])]);
  const home = homes.get(row.home_id);
  if (!home) throw new Error(`visit ${row.id} has no home`);
  const seeker = people.get(row.seeker_id) ?? MISSING_PERSON;
  const host = people.get(row.host_id) ?? MISSING_PERSON;
  return {
    id: row.id,
    status: row.status,
    starts_at: toParisIso(row.starts_at),
    confirmed_at: row.confirmed_at,
    home: {
      id: home.id,
      name: home.name,
      address: home.address,
      address2: home.address2,
      postal_code: home.postal_code,
      city: home.city,
      image_link: home.cover_link,
      link: homePublicUrl(home),
    },
    host: { first_name: host.first_name, name_initial: nameInitial(host.name) },
    seeker: { first_name: seeker.first_name },
  };
}

export async function toContactRequestObjects(db: Db, rows: readonly ContactRequestRow[]): Promise<ContactRequestObject[]> {
  const [people, homes] = await Promise.all([
    peopleById(db, rows.flatMap((row) => [row.from_user_id, row.to_user_id])),
    homesById(db, rows.flatMap((row) => (row.home_id === null ? [] : [row.home_id]))),
  ]);
  return rows.map((row) => {
    const from = people.get(row.from_user_id) ?? { ...MISSING_PERSON, id: row.from_user_id };
    const to = people.get(row.to_user_id) ?? { ...MISSING_PERSON, id: row.to_user_id };
    const home = row.home_id === null ? undefined : homes.get(row.home_id);
    return {
      id: row.id,
      from_user_id: row.from_user_id,
      to_user_id: row.to_user_id,
      home_id: row.home_id,
      message: row.message,
      created_at: row.created_at,
      read_at: row.read_at,
      from: { id: from.id, first_name: from.first_name, name_initial: nameInitial(from.name), avatar_id: approvedAvatar(from) },
      to: { id: to.id, first_name: to.first_name, name_initial: nameInitial(to.name) },
      home: home ? { id: home.id, name: home.name, city: home.city, link: homePublicUrl(home) } : null,
    };
  });
}
