import type { Updateable } from 'kysely';
import { nowIso, toBool, toCount, toInt, type Db } from '../../db';
import type { HomeRow, HomesTable, ImageRow, UserRow } from '../../db/types';
import { badRequest, notFound } from '../../lib/errors';
import { findOffer } from '../offers';
import { computeReferenceRent } from './reference-rent';
import { HOME_LIMITS } from '@coloc/contract/homes/limits';
import type { HomeUpdateInput, RoomInputValue, ServiceTermsInput } from '@coloc/contract/homes/schemas';
import { parseIdList } from './serialize';
import { COMPLETE_STEP, computeStep } from './step';
import { checkOptionIds, checkPostalCode, HOME_MESSAGES, serviceTermsProblem } from './validation';

/** Coloc bit of users.type. */
const COLOC = 1;
const PROPRIO = 2;
const AGENT = 4;
const MANAGER = 8;

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** A new empty home for the user; a coloc's home is a shared flat unless they say otherwise. */
export async function createHome(db: Db, user: Pick<UserRow, 'id' | 'type'>, isColoc?: boolean): Promise<HomeRow> {
  const row = await db
    .selectFrom('homes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (toCount(row.count) >= HOME_LIMITS.homesPerUser) throw badRequest(HOME_MESSAGES.tooManyHomes);
  const now = nowIso();
  // A manager-only account lists homes on behalf of their owners: it runs the advert and the agenda
  // (SPEC 6 value 3) until an owner landlord of the home changes the delegation.
  const managerOnly = (user.type & MANAGER) !== 0 && (user.type & (COLOC | PROPRIO | AGENT)) === 0;
  return db
    .insertInto('homes')
    .values({
      user_id: user.id,
      is_coloc: toInt(isColoc ?? (user.type & COLOC) !== 0),
      step: 0,
      ...(managerOnly ? { notifications_advert: 3, notifications_agenda: 3 } : {}),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Applies a HomeUpdate body to the home's columns and rooms. Every check that needs the database
 * (city, options, rooms, photos) happens here; the caller runs it in a transaction so that a
 * refused body leaves nothing behind.
 */
export async function applyHomeUpdate(db: Db, home: HomeRow, body: HomeUpdateInput): Promise<void> {
  // What the moderator approved, to tell afterwards whether this edit changed it.
  const reviewed = toBool(home.published) ? await moderatedContent(db, home.id) : null;
  const changes: Updateable<HomesTable> = {};
  for (const field of ['name', 'address', 'address2', 'description', 'wishes'] as const) {
    if (body[field] !== undefined) changes[field] = blankToNull(body[field]);
  }

  let country = home.country;
  if (body.city_id !== undefined) {
    if (body.city_id === null) {
      Object.assign(changes, { city_id: null, city: null, country: null, lat: null, lng: null });
      country = null;
    } else {
      const city = await db
        .selectFrom('cities')
        .select(['id', 'name', 'country_id', 'lat', 'lng'])
        .where('id', '=', body.city_id)
        .executeTakeFirst();
      if (!city) throw badRequest(HOME_MESSAGES.unknownCity);
      Object.assign(changes, { city_id: city.id, city: city.name, country: city.country_id, lat: city.lat, lng: city.lng });
      country = city.country_id;
    }
  }
  // A new city can make the postal code already stored wrong, so both are checked together.
  if (body.postal_code !== undefined || body.city_id !== undefined) {
    const postalCode = body.postal_code !== undefined ? blankToNull(body.postal_code) : home.postal_code;
    if (postalCode !== null) checkPostalCode(postalCode, country);
    if (body.postal_code !== undefined) changes.postal_code = postalCode;
  }

  if (body.is_coloc !== undefined) changes.is_coloc = toInt(body.is_coloc);
  for (const flag of ['elevator', 'furnished', 'handicap_friendly', 'pay_by_service'] as const) {
    const value = body[flag];
    if (value !== undefined) changes[flag] = toInt(value);
  }
  for (const field of ['surface', 'bedroom_count', 'floor'] as const) {
    if (body[field] !== undefined) changes[field] = body[field];
  }

  if (body.home_type !== undefined) {
    if (body.home_type !== null) checkOptionIds('home_type', [body.home_type], HOME_MESSAGES.homeType);
    changes.home_type = body.home_type;
  }
  for (const list of ['amenities', 'ecoloc', 'service_list'] as const) {
    const ids = body[list];
    if (ids === undefined) continue;
    checkOptionIds(list, ids, HOME_MESSAGES[list]);
    changes[list] = JSON.stringify(uniqueIds(ids));
  }

  if (body.services !== undefined) Object.assign(changes, serviceChanges(body.services));

  if (body.offer !== undefined) {
    if (body.offer !== null && !findOffer(body.offer)) throw badRequest(HOME_MESSAGES.unknownOffer);
    changes.offer = body.offer;
  }

  if (body.image_orders !== undefined) {
    const photos = await photoIds(db, home.id);
    const wanted = body.image_orders;
    const isPermutation =
      wanted.length === photos.length && new Set(wanted).size === wanted.length && wanted.every((id) => photos.includes(id));
    if (!isPermutation) throw badRequest(HOME_MESSAGES.imageOrders);
    changes.image_orders = JSON.stringify(wanted);
  }

  if (body.rooms !== undefined) await replaceRooms(db, home.id, body.rooms);

  if (Object.keys(changes).length > 0) {
    await db.updateTable('homes').set(changes).where('id', '=', home.id).execute();
  }

  // A published advert stays online while the moderator checks the new text, rents or terms again.
  if (reviewed !== null && (await moderatedContent(db, home.id)) !== reviewed) {
    await sendToModeration(db, home.id, { checkServiceTerms: true });
  }
}

/** The service_* columns a ServiceTerms body sets: a term left out keeps its value, null clears it. */
function serviceChanges(terms: ServiceTermsInput | null): Updateable<HomesTable> {
  if (terms === null) {
    return { service_hours_per_week: null, service_tasks: null, service_trial_weeks: null, service_notice_days: null };
  }
  return {
    ...(terms.hours_per_week !== undefined ? { service_hours_per_week: terms.hours_per_week } : {}),
    ...(terms.tasks !== undefined ? { service_tasks: blankToNull(terms.tasks) } : {}),
    ...(terms.trial_weeks !== undefined ? { service_trial_weeks: terms.trial_weeks } : {}),
    ...(terms.notice_days !== undefined ? { service_notice_days: terms.notice_days } : {}),
  };
}

/**
 * Everything a moderator reviews on an advert, as one comparable text: the public texts, the
 * place, the rooms with their rents, the photos and the housing-for-services terms. Reordering
 * photos or changing the delegation to a manager does not change it.
 */
export async function moderatedContent(db: Db, homeId: number): Promise<string> {
  const [home, rooms, photos] = await Promise.all([
    db
      .selectFrom('homes')
      .select([
        'name', 'description', 'wishes', 'city_id', 'postal_code', 'pay_by_service', 'service_list',
        'service_hours_per_week', 'service_tasks', 'service_trial_weeks', 'service_notice_days',
      ])
      .where('id', '=', homeId)
      .executeTakeFirst(),
    db.selectFrom('rooms').select(['number', 'name', 'rent', 'charges']).where('home_id', '=', homeId).orderBy('number').orderBy('id').execute(),
    photoIds(db, homeId),
  ]);
  return JSON.stringify({ home: home ?? null, rooms, photos });
}

export interface SendToModerationOptions {
  /** Refuse (400, French) a housing-for-services advert whose terms are missing or above the cap. */
  checkServiceTerms: boolean;
}

/**
 * Puts the advert in the moderation queue (moderation_status 'pending'), leaving `published` as it
 * is. submitted_at keeps the first submission of a pending advert, so that editing it again does
 * not send it to the back of the queue; a refusal's reason is cleared by the new submission.
 */
export async function sendToModeration(db: Db, homeId: number, options: SendToModerationOptions): Promise<void> {
  const home = await db.selectFrom('homes').selectAll().where('id', '=', homeId).executeTakeFirst();
  if (!home) throw notFound();
  if (options.checkServiceTerms) {
    const problem = serviceTermsProblem(home);
    if (problem) throw badRequest(problem);
  }
  const alreadyQueued = home.moderation_status === 'pending' && home.submitted_at !== null;
  await db
    .updateTable('homes')
    .set({ moderation_status: 'pending', submitted_at: alreadyQueued ? home.submitted_at : nowIso(), moderation_reason: null })
    .where('id', '=', homeId)
    .execute();
}

/**
 * The rooms become exactly the list sent: rooms with a known id are updated (fields left out keep
 * their value), the others are created, and rooms missing from the list are deleted.
 */
async function replaceRooms(db: Db, homeId: number, rooms: readonly RoomInputValue[]): Promise<void> {
  const numbers = rooms.map((room) => room.number);
  if (new Set(numbers).size !== numbers.length) throw badRequest(HOME_MESSAGES.duplicateRoomNumber);
  const existing = new Set((await db.selectFrom('rooms').select('id').where('home_id', '=', homeId).execute()).map((r) => r.id));
  const keptIds = rooms.flatMap((room) => (room.id === undefined ? [] : [room.id]));
  if (new Set(keptIds).size !== keptIds.length || keptIds.some((id) => !existing.has(id))) {
    throw badRequest(HOME_MESSAGES.foreignRoom);
  }

  const removed = [...existing].filter((id) => !keptIds.includes(id));
  if (removed.length > 0) await db.deleteFrom('rooms').where('id', 'in', removed).execute();

  const now = nowIso();
  // Numbers are unique per list but may move between rooms; nothing in the schema forbids a
  // transient duplicate, so plain updates in any order are safe.
  for (const room of rooms) {
    const values = {
      ...(room.name !== undefined ? { name: blankToNull(room.name) } : {}),
      ...(room.rent !== undefined ? { rent: room.rent } : {}),
      ...(room.charges !== undefined ? { charges: room.charges } : {}),
      ...(room.surface !== undefined ? { surface: room.surface } : {}),
      ...(room.available_from !== undefined ? { available_from: room.available_from } : {}),
      ...(room.furnished !== undefined ? { furnished: toInt(room.furnished) } : {}),
      ...(room.private_bathroom !== undefined ? { private_bathroom: toInt(room.private_bathroom) } : {}),
      ...(room.private_toilets !== undefined ? { private_toilets: toInt(room.private_toilets) } : {}),
    };
    if (room.id !== undefined) {
      await db
        .updateTable('rooms')
        .set({ ...values, number: room.number, updated_at: now })
        .where('id', '=', room.id)
        .where('home_id', '=', homeId)
        .execute();
    } else {
      await db
        .insertInto('rooms')
        .values({ ...values, home_id: homeId, number: room.number, created_at: now, updated_at: now })
        .execute();
    }
  }
}

/** Ids of the home's photos, oldest first. */
export async function photoIds(db: Db, homeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('images')
    .select('id')
    .where('home_id', '=', homeId)
    .where('kind', '=', 'home')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The stored order restricted to the photos that exist, followed by any photo it does not list
 * (oldest first). Concurrent uploads may each append to an order read before the other's: the
 * next write puts the missing photo back instead of losing it.
 */
export function reconcileImageOrders(stored: readonly number[], photos: readonly number[]): number[] {
  const existing = new Set(photos);
  const kept = uniqueIds(stored.filter((id) => existing.has(id)));
  const listed = new Set(kept);
  return [...kept, ...photos.filter((id) => !listed.has(id))];
}

export interface RefreshOptions {
  /** The client asked for moderation (moderation_status: 'pending'). */
  submit?: boolean;
  /** A photo was added or removed: a published advert goes back to the moderator. */
  photosChanged?: boolean;
  /** Rooms or location may have changed; photo uploads leave it out. */
  referenceRent?: boolean;
}

/**
 * Everything the server derives after a write: the photo order, the step, the submission for
 * moderation (refused below the complete step) and the reference rent. Answers the stored row.
 */
export async function refreshHome(db: Db, homeId: number, options: RefreshOptions = {}): Promise<HomeRow> {
  const home = await db.selectFrom('homes').selectAll().where('id', '=', homeId).executeTakeFirst();
  // Deleted by a concurrent request since the route loaded it.
  if (!home) throw notFound();
  const [rooms, photos] = await Promise.all([
    db.selectFrom('rooms').select('rent').where('home_id', '=', homeId).execute(),
    photoIds(db, homeId),
  ]);
  const imageOrders = reconcileImageOrders(parseIdList(home.image_orders), photos);
  const step = computeStep({
    address: home.address,
    city_id: home.city_id,
    description: home.description,
    rooms,
    photoCount: photos.length,
  });
  if (options.submit && step < COMPLETE_STEP) throw badRequest(HOME_MESSAGES.notComplete);
  if (options.submit) {
    await sendToModeration(db, homeId, { checkServiceTerms: true });
  } else if (options.photosChanged && toBool(home.published)) {
    // The terms did not change: a photo never makes the advert unsavable.
    await sendToModeration(db, homeId, { checkServiceTerms: false });
  }

  return db
    .updateTable('homes')
    .set({
      step,
      image_orders: JSON.stringify(imageOrders),
      ...(options.referenceRent ? await computeReferenceRent(db, home) : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', homeId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the home with its rooms and photo rows; answers the photos whose files are to be removed. */
export async function deleteHome(db: Db, homeId: number): Promise<Array<Pick<ImageRow, 'id' | 'file'>>> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('images').select(['id', 'file']).where('home_id', '=', homeId).execute();
    await trx.deleteFrom('images').where('home_id', '=', homeId).execute();
    await trx.deleteFrom('rooms').where('home_id', '=', homeId).execute();
    await trx.deleteFrom('homes').where('id', '=', homeId).execute();
    return rows;
  });
}
