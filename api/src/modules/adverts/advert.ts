/*
 * The public advert (PublicAdvert of the shared contract): what a visitor may see of a home. The
 * street address, the landlord's surname and every private answer of the flatmates stay out; the
 * option ids become their French texts.
 */
import { toBool, type Db } from '../../db';
import type { HomeRow, RoomRow, UserRow } from '../../db/types';
import { homePublicUrl, parseIdList, toRoomObject } from '../homes';
import { publicIdsOf } from '../images';
import { imageUrl } from '../images';
import { peerScorer, homeScoreExplained, nameInitial, type MatchDeps } from '../matching';
import { hiddenFields } from '../matching';
import { homeContextOf, viewerOf } from '../matching';
import { countryName, optionCatalogue } from '../options';
import { ageOn, isCalendarDate, todayInFrance } from '../profiles';
import { serviceTermsOf } from '../moderation';
import { districtOf, postalCodePrefix } from './place';
import type { AdvertFlatmateObject, AdvertRoomObject, PublicAdvertObject } from '@coloc/contract/adverts/schemas';
import { roomDisplayName } from '@coloc/contract/homes/rooms';

const COLOC = 1;

let optionTexts: Map<string, Map<number, string>> | null = null;

/** The French text of an option id of one of the option lists (null if unknown). */
export function optionText(list: string, id: number): string | null {
  if (!optionTexts) {
    optionTexts = new Map(Object.entries(optionCatalogue()).map(([name, options]) => [name, new Map(options.map((option) => [option.id, option.text]))]));
  }
  return optionTexts.get(list)?.get(id) ?? null;
}

function optionTextsOf(list: string, ids: readonly number[]): string[] {
  return ids.flatMap((id) => {
    const text = optionText(list, id);
    return text === null ? [] : [text];
  });
}

/** The advert's title: its name, else what it offers and where. */
export function advertTitle(home: Pick<HomeRow, 'name' | 'city' | 'is_coloc' | 'pay_by_service'>): string {
  const name = home.name?.trim();
  if (name) return name;
  const where = home.city ? `à ${home.city}` : 'en France';
  if (toBool(home.pay_by_service)) return `Logement contre services ${where}`;
  return toBool(home.is_coloc) ? `Colocation ${where}` : `Logement ${where}`;
}

/**
 * A room can be taken when nobody rents it now (nor the whole home) and it is free by today.
 * `letRoomIds` are rooms with an active tenancy; `wholeHomeLet` an active tenancy of the whole home.
 */
export function isRoomAvailable(room: Pick<RoomRow, 'id' | 'available_from'>, letRoomIds: ReadonlySet<number>, wholeHomeLet: boolean, today: string): boolean {
  if (wholeHomeLet || letRoomIds.has(room.id)) return false;
  return room.available_from === null || room.available_from <= today;
}

/** Lowest and highest rent (charges excluded) of the rooms that state one; null when none does. */
export function rentRange(rooms: ReadonlyArray<Pick<RoomRow, 'rent'>>): { rent_min: number | null; rent_max: number | null } {
  const rents = rooms.flatMap((room) => (room.rent === null ? [] : [room.rent]));
  return rents.length > 0 ? { rent_min: Math.min(...rents), rent_max: Math.max(...rents) } : { rent_min: null, rent_max: null };
}

/** The advert's photos in the landlord's order: the ids of `image_orders` that are photos of the home. */
export function orderedPhotoIds(imageOrders: string, homePhotoIds: ReadonlySet<number>): number[] {
  return parseIdList(imageOrders).filter((id) => homePhotoIds.has(id));
}

type Person = Pick<UserRow, 'id' | 'first_name' | 'name' | 'type' | 'avatar_image_id' | 'avatar_approved'>;

/** The people living in the home: its creator when a coloc user lives there, then the tenants with an account. */
async function flatmatesOf(db: Db, home: HomeRow, creator: Person): Promise<Person[]> {
  const tenancies = await db
    .selectFrom('tenancies')
    .select('tenant_user_id')
    .where('home_id', '=', home.id)
    .where('status', '=', 'active')
    .where('tenant_user_id', 'is not', null)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  const ids = [...new Set(tenancies.map((row) => row.tenant_user_id!))].filter((id) => id !== creator.id);
  const tenants =
    ids.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'first_name', 'name', 'type', 'avatar_image_id', 'avatar_approved']).where('id', 'in', ids).execute();
  const tenantById = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  return [...(creator.type & COLOC ? [creator] : []), ...ids.flatMap((id) => tenantById.get(id) ?? [])];
}

/** The score answered: GlobalScore.Total (0..200) halved, as the cards show it (SPEC 4). */
function percent(total: number): number {
  return Math.max(0, Math.min(100, Math.round(total / 2)));
}

export interface AdvertViewer {
  user: Pick<UserRow, 'id' | 'type'> | null;
  /** One of the home's landlords: never scored against their own advert. */
  landlord: boolean;
}

export interface BuildAdvertOptions {
  /** Answered to a landlord or moderator looking at an unpublished advert. */
  preview: boolean;
  today?: string;
}

/**
 * Builds the public advert of a home. For a signed-in coloc user who does not run the home, the
 * home's score and each flatmate's come from the matching engine (the same numbers as the cards).
 */
export async function buildPublicAdvert(deps: MatchDeps, home: HomeRow, viewer: AdvertViewer, options: BuildAdvertOptions): Promise<PublicAdvertObject> {
  const { db } = deps;
  const today = options.today ?? todayInFrance();
  const [rooms, photos, creator, letRooms] = await Promise.all([
    db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).execute(),
    db.selectFrom('images').select(['id', 'public_id']).where('home_id', '=', home.id).where('kind', '=', 'home').execute(),
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'name', 'type', 'avatar_image_id', 'avatar_approved'])
      .where('id', '=', home.user_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('tenancies').select('room_id').where('home_id', '=', home.id).where('status', '=', 'active').execute(),
  ]);
  const people = await flatmatesOf(db, home, creator);
  const profiles =
    people.length === 0
      ? []
      : await db.selectFrom('profiles').select(['user_id', 'birth_date', 'work', 'private_fields']).where('user_id', 'in', people.map((p) => p.id)).execute();
  const profileById = new Map(profiles.map((profile) => [profile.user_id, profile]));

  const seeker = viewer.user && viewer.user.type & COLOC && !viewer.landlord ? viewer.user : null;
  const viewerPerson = seeker ? await viewerOf(deps, seeker.id) : null;
  const scoreFlatmate = viewerPerson ? peerScorer(viewerPerson) : null;

  const avatarIds = await publicIdsOf(db, people.map((person) => (toBool(person.avatar_approved) ? person.avatar_image_id : null)));
  const flatmates: AdvertFlatmateObject[] = people.map((person) => {
    const avatar = person.avatar_image_id === null ? undefined : avatarIds.get(person.avatar_image_id);
    const profile = profileById.get(person.id);
    const hidden = hiddenFields(profile?.private_fields);
    const birth = profile?.birth_date ?? null;
    const work = profile?.work ?? null;
    // Only someone the engine knows (a coloc user) has answers to compare; nobody is scored against themselves.
    const scored = scoreFlatmate && person.id !== seeker!.id && deps.index.people.has(person.id) ? scoreFlatmate(deps.index.personOf(person.id)) : null;
    return {
      user_id: person.id,
      first_name: person.first_name,
      name_initial: nameInitial(person.name),
      avatar_url: avatar !== undefined ? imageUrl(avatar, 256, 256) : null,
      age: birth && !hidden.has('birth_date') && isCalendarDate(birth) ? ageOn(birth, today) : null,
      occupation: work !== null && !hidden.has('work') ? optionText('work', work) : null,
      match_percent: scored && scored.Total !== null ? percent(scored.Total) : null,
      match_status: scored ? (scored.Total === null ? 'insufficient' : 'scored') : null,
      reasons: scored ? scored.Reasons : [],
    };
  });

  let match: { percent: number | null; reasons: string[]; vigilance: string[] } | null = null;
  if (seeker && viewerPerson) {
    const wantsAccessible = deps.index.people.get(seeker.id)?.search?.accessible ?? false;
    const score = homeScoreExplained(viewerPerson, homeContextOf(deps, home), 'peer', wantsAccessible);
    match = { percent: score.Total === null ? null : percent(score.Total), reasons: score.Reasons, vigilance: score.Vigilance };
  }

  const letRoomIds = new Set(letRooms.flatMap((row) => (row.room_id === null ? [] : [row.room_id])));
  const wholeHomeLet = letRooms.some((row) => row.room_id === null);
  const advertRooms: AdvertRoomObject[] = rooms
    .sort((a, b) => a.number - b.number || a.id - b.id)
    .map((room) => ({ ...toRoomObject(room), display_name: roomDisplayName(room), available: isRoomAvailable(room, letRoomIds, wholeHomeLet, today) }));
  const rents = rentRange(rooms);
  const charges = rooms.flatMap((room) => (room.charges === null ? [] : [room.charges]));
  const publicIds = new Map(photos.map((photo) => [photo.id, photo.public_id]));
  const photoIds = new Set(publicIds.keys());

  return {
    id: home.id,
    title: advertTitle(home),
    description: home.description,
    wishes: home.wishes,
    city: home.city,
    district: districtOf(home.city, home.postal_code),
    postal_code_prefix: postalCodePrefix(home.postal_code),
    country: home.country === null ? null : countryName(home.country),
    home_type: home.home_type === null ? null : optionText('home_type', home.home_type),
    surface: home.surface,
    bedroom_count: home.bedroom_count,
    furnished: toBool(home.furnished),
    amenities: optionTextsOf('amenities', parseIdList(home.amenities)),
    handicap_friendly: toBool(home.handicap_friendly),
    is_coloc: toBool(home.is_coloc),
    pay_by_service: toBool(home.pay_by_service),
    services: serviceTermsOf(home),
    service_list: optionTextsOf('service_list', parseIdList(home.service_list)),
    photo_ids: orderedPhotoIds(home.image_orders, photoIds).map((id) => publicIds.get(id)!),
    rooms: advertRooms,
    rent_min: rents.rent_min,
    rent_max: rents.rent_max,
    charges_total: charges.length > 0 ? charges.reduce((sum, value) => sum + value, 0) : null,
    flatmates,
    contact_user_id: creator.id,
    landlord_first_name: creator.first_name,
    match_percent: match ? match.percent : null,
    match_status: match ? (match.percent === null ? 'insufficient' : 'scored') : null,
    match_reasons: match ? match.reasons : [],
    match_vigilance: match ? match.vigilance : [],
    public_url: homePublicUrl(home),
    published: toBool(home.published),
    preview: options.preview,
    updated_at: home.updated_at,
  };
}
