/*
 * The hits of one page: everything the cards show, read in a handful of batched queries for the
 * (at most 60) ids of the page, with the explained score of each.
 */
import type { Db } from '../../db';
import { toBool } from '../../db';
import type { HomeRow, RoomRow } from '../../db/types';
import { likedHomes, likedUsers } from './accordances-store';
import { groupsOfPeople } from './group-membership';
import { homePublicUrl, parseIdList } from '../homes';
import { publicIdsOf } from '../../lib/images/public-id';
import { imageUrl } from '../images';
import { fileBadges } from '../tenant-file';
import type { MatchIndex } from './match-index';
import type { ResolvedCriteria } from './criteria';
import { POSITION, toMask } from './engine/fields';
import { explainHome, explainPair, optionLabel, type OccupantName } from './engine/explain';
import { nearestKm } from './engine/geo';
import type { Person } from './engine/profile';
import { homeFit, homeScoreOf, pairDetail, pairScore, type HomeTraits, type View } from './engine/score';
import type { MatchHomeHitObject, MatchScoreObject, MatchUserHitObject } from './schemas';

export interface MatchDeps {
  db: Db;
  index: MatchIndex;
}

/** Avatar and occupant pictures: square thumbnails of an approved photo, under its public id (issue 17, finding 4). */
export function avatarUrl(publicId: string): string {
  return imageUrl(publicId, 256, 256);
}

export function homePhotoUrl(publicId: string): string {
  return imageUrl(publicId, 640, 480);
}

/** The URL of an image by its sequential id, or nothing when its row is gone (a stale reference). */
function urlOf(publicIds: ReadonlyMap<number, string>, imageId: number | null | undefined, url: (publicId: string) => string): string[] {
  const publicId = imageId === null || imageId === undefined ? undefined : publicIds.get(imageId);
  return publicId === undefined ? [] : [url(publicId)];
}

/** "D." from "Durand" (first code point, so "Émile" gives "É."). */
export function nameInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toLocaleUpperCase('fr-FR')}.` : '';
}

// ---------------------------------------------------------------------------------------------
// Homes

export interface HomeContext {
  traits: HomeTraits;
  /** People living there who are on the platform (a coloc owner). */
  occupants: Person[];
}

export function traitsOf(home: Pick<HomeRow, 'ecoloc' | 'service_list' | 'pay_by_service' | 'furnished' | 'handicap_friendly'>): HomeTraits {
  return {
    ecoloc: toMask(parseIdList(home.ecoloc)),
    services: toMask(parseIdList(home.service_list)),
    payByService: toBool(home.pay_by_service),
    furnished: toBool(home.furnished),
    handicapFriendly: toBool(home.handicap_friendly),
  };
}

/**
 * Score of a home for a seeker. The pairs are written from the reader's side: the seeker in the
 * seeker's view, the occupant (the owner-occupier reading their matches) in the professional's.
 */
export function homeScore(seeker: Person, context: HomeContext, view: View, wantsAccessible: boolean): number | null {
  const totals = context.occupants.map((occupant) => (view === 'pro' ? pairScore(occupant, seeker, 'pro') : pairScore(seeker, occupant, 'peer')));
  return homeScoreOf(totals, homeFit(seeker.profile, context.traits, wantsAccessible).fit);
}

/** homeScore as a plain number, 0 when it cannot be computed (a threshold is then never met). */
export function homeScoreTotal(seeker: Person, context: HomeContext, view: View, wantsAccessible: boolean): number {
  return homeScore(seeker, context, view, wantsAccessible) ?? 0;
}

/** `names`: the occupants' first names, to list each one's affinity under the home's (same order as context.occupants). */
export function homeScoreExplained(seeker: Person, context: HomeContext, view: View, wantsAccessible: boolean, names: readonly string[] = []): MatchScoreObject {
  const pairs = context.occupants.map((occupant) => (view === 'pro' ? pairDetail(occupant, seeker, 'pro') : pairDetail(seeker, occupant, 'peer')));
  const fit = homeFit(seeker.profile, context.traits, wantsAccessible);
  const total = homeScoreOf(pairs.map((pair) => pair.total), fit.fit);
  const occupantNames: OccupantName[] = view === 'pro' ? [] : context.occupants.map((occupant, i) => ({ userId: occupant.profile.userId, firstName: names[i] ?? '' }));
  return explainHome(total, pairs, fit.parts, view === 'pro' ? 'pro' : 'seeker', occupantNames);
}

/** What a card reads of a room and of a home (not their descriptions and the rest of a wide row). */
const CARD_ROOM_COLUMNS = ['home_id', 'rent', 'charges', 'private_bathroom', 'private_toilets', 'available_from'] as const;
const CARD_HOME_COLUMNS = [
  'id', 'user_id', 'name', 'city', 'postal_code', 'lat', 'lng', 'image_orders',
  'ecoloc', 'service_list', 'pay_by_service', 'furnished', 'handicap_friendly',
] as const;
type CardRoom = Pick<RoomRow, (typeof CARD_ROOM_COLUMNS)[number]>;

function roomFits(room: CardRoom, criteria: ResolvedCriteria | null): boolean {
  if (!criteria) return room.rent !== null;
  if (room.rent === null) return false;
  const price = room.rent + (room.charges ?? 0);
  if (price < criteria.budgetMin || price > criteria.budgetMax) return false;
  if (criteria.flags.private_bathroom && !room.private_bathroom) return false;
  if (criteria.flags.private_toilets && !room.private_toilets) return false;
  return true;
}

/**
 * homeScoreExplained for many seekers of one home (the alerts' fan-out to thousands). A home
 * nobody lives in has no pair to explain: its explanation depends only on the parts of its fit,
 * which most seekers share, so equal parts share one explanation instead of one each.
 */
export function homeExplainer(context: HomeContext, view: View): (seeker: Person, wantsAccessible: boolean) => MatchScoreObject {
  if (context.occupants.length > 0) return (seeker, wantsAccessible) => homeScoreExplained(seeker, context, view, wantsAccessible);
  const explained = new Map<string, MatchScoreObject>();
  return (seeker, wantsAccessible) => {
    const fit = homeFit(seeker.profile, context.traits, wantsAccessible);
    const key = fit.parts.map((part) => `${part.code}:${part.similarity}:${part.common}`).join('|');
    let score = explained.get(key);
    if (!score) {
      score = explainHome(homeScoreOf([], fit.fit), [], fit.parts, view === 'pro' ? 'pro' : 'seeker', []);
      explained.set(key, score);
    }
    return score;
  };
}

/**
 * Cards of these homes in this order, scored for `seeker`. Without criteria (favourites), prices
 * cover every room with a rent and there is no distance.
 */
export async function buildHomeHits(
  deps: MatchDeps,
  viewerId: number,
  homeIds: readonly number[],
  seeker: Person,
  criteria: ResolvedCriteria | null,
): Promise<MatchHomeHitObject[]> {
  if (homeIds.length === 0) return [];
  const { db } = deps;
  const ids = [...homeIds];
  const [homes, rooms, liked] = await Promise.all([
    db.selectFrom('homes').select(CARD_HOME_COLUMNS).where('id', 'in', ids).execute(),
    db.selectFrom('rooms').select(CARD_ROOM_COLUMNS).where('home_id', 'in', ids).execute(),
    likedHomes(db, viewerId, ids),
  ]);
  const owners = await db
    .selectFrom('users')
    .select(['id', 'type', 'first_name', 'avatar_image_id', 'avatar_approved'])
    .where('id', 'in', [...new Set(homes.map((home) => home.user_id))])
    .execute();
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const tenantAvatars = await tenantAvatarsByHome(db, ids);
  const publicIds = await publicIdsOf(db, [
    ...homes.map((home) => parseIdList(home.image_orders)[0]),
    ...owners.map((owner) => owner.avatar_image_id),
    ...[...tenantAvatars.values()].flat().map((tenant) => tenant.avatar_image_id),
  ]);
  const homeById = new Map(homes.map((home) => [home.id, home]));
  const wantsAccessible = criteria?.flags.handicap_friendly === true;

  const hits: MatchHomeHitObject[] = [];
  for (const id of ids) {
    const home = homeById.get(id);
    if (!home) continue;
    const owner = ownerById.get(home.user_id);
    const occupant = owner && owner.type & 1 ? deps.index.personOf(owner.id) : undefined;
    const homeRooms = rooms.filter((room) => room.home_id === id);
    const fitting = homeRooms.filter((room) => roomFits(room, criteria));
    const priced = (fitting.length > 0 ? fitting : homeRooms.filter((room) => room.rent !== null)).map((room) => room.rent! + (room.charges ?? 0));
    const dates = (fitting.length > 0 ? fitting : homeRooms).map((room) => room.available_from);
    const today = new Date().toISOString().slice(0, 10);
    const availableFrom = dates.length === 0 || dates.some((date) => date === null || date <= today) ? null : [...(dates as string[])].sort()[0]!;
    const photo = parseIdList(home.image_orders)[0];
    const context: HomeContext = { traits: traitsOf(home), occupants: occupant ? [occupant] : [] };
    hits.push({
      HomeID: home.id,
      Name: home.name,
      City: home.city,
      PostalCode: home.postal_code,
      PriceMin: priced.length > 0 ? Math.min(...priced) : null,
      PriceMax: priced.length > 0 ? Math.max(...priced) : null,
      RoomCount: homeRooms.length,
      AvailableFrom: availableFrom,
      Furnished: toBool(home.furnished),
      PayByService: toBool(home.pay_by_service),
      DistanceKm: criteria ? nearestKm(criteria.circles, home.lat, home.lng) : null,
      IsFavorite: liked.has(home.id),
      GlobalScore: homeScoreExplained(seeker, context, 'peer', wantsAccessible, occupant && owner ? [owner.first_name] : []),
      link: homePublicUrl(home),
      image_link: urlOf(publicIds, photo, homePhotoUrl)[0] ?? null,
      tenant_images: [
        ...(occupant && owner && toBool(owner.avatar_approved) ? urlOf(publicIds, owner.avatar_image_id, avatarUrl) : []),
        ...(tenantAvatars.get(home.id) ?? []).filter((tenant) => tenant.id !== owner?.id).flatMap((tenant) => urlOf(publicIds, tenant.avatar_image_id, avatarUrl)),
      ].join(','),
    });
  }
  return hits;
}

/**
 * The approved avatars of each home's current tenants (active tenancies with an account), in the
 * order they moved in: a home's card shows who lives there, not only an owner-occupier (SPEC 3).
 */
async function tenantAvatarsByHome(db: MatchDeps['db'], homeIds: number[]): Promise<Map<number, Array<{ id: number; avatar_image_id: number }>>> {
  const rows = await db
    .selectFrom('tenancies')
    .innerJoin('users', 'users.id', 'tenancies.tenant_user_id')
    .select(['tenancies.home_id', 'users.id', 'users.avatar_image_id', 'users.avatar_approved'])
    .where('tenancies.home_id', 'in', homeIds)
    .where('tenancies.status', '=', 'active')
    .where('users.avatar_image_id', 'is not', null)
    .orderBy('tenancies.start_date')
    .orderBy('tenancies.id')
    .execute();
  const byHome = new Map<number, Array<{ id: number; avatar_image_id: number }>>();
  for (const row of rows) {
    if (!toBool(row.avatar_approved)) continue;
    const list = byHome.get(row.home_id) ?? [];
    if (!list.some((tenant) => tenant.id === row.id)) list.push({ id: row.id, avatar_image_id: row.avatar_image_id! });
    byHome.set(row.home_id, list);
  }
  return byHome;
}

// ---------------------------------------------------------------------------------------------
// Profiles

/** Third-person summary of a project for cards. */
const POSITION_COMPUTED: Record<number, string> = {
  [POSITION.seeksRoom]: 'Cherche une chambre',
  [POSITION.offersRoom]: 'Propose une chambre',
  [POSITION.seeksFlatmates]: 'Cherche des colocataires',
  [POSITION.seeksServices]: 'Cherche un logement contre services',
  [POSITION.offersServices]: 'Propose un logement contre services',
};

export type UserScorer = (person: Person) => MatchScoreObject;

/** Cards of these people in this order. `context` is where likes are read (null: the viewer's own). */
export async function buildUserHits(
  deps: MatchDeps,
  viewerId: number,
  userIds: readonly number[],
  context: number | null,
  score: UserScorer,
): Promise<MatchUserHitObject[]> {
  if (userIds.length === 0) return [];
  const { db } = deps;
  const ids = [...userIds];
  const [users, profiles, searches, homes, liked] = await Promise.all([
    db.selectFrom('users').select(['id', 'first_name', 'name', 'search_id', 'avatar_image_id', 'avatar_approved']).where('id', 'in', ids).execute(),
    db
      .selectFrom('profiles')
      .select(['user_id', 'position'])
      .where('user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('searches as s')
      .innerJoin('users as u', (join) => join.onRef('u.search_id', '=', 's.id').onRef('u.id', '=', 's.user_id'))
      .select(['s.user_id', 's.bedroom_count', 's.per_room_budget_min', 's.per_room_budget_max'])
      .where('s.user_id', 'in', ids)
      .execute(),
    db.selectFrom('homes').select('user_id').where('user_id', 'in', ids).execute(),
    likedUsers(db, viewerId, context, ids),
  ]);
  const [groups, lastMessages, badges] = await Promise.all([groupsOfPeople(db, ids), lastMessagesWith(db, viewerId, ids), fileBadges(db, ids)]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const profileById = new Map(profiles.map((profile) => [profile.user_id, profile]));
  const searchById = new Map(searches.map((search) => [search.user_id, search]));
  const withHome = new Set(homes.map((home) => home.user_id));
  const publicIds = await publicIdsOf(db, users.map((user) => (toBool(user.avatar_approved) ? user.avatar_image_id : null)));

  const hits: MatchUserHitObject[] = [];
  for (const id of ids) {
    const user = userById.get(id);
    if (!user) continue;
    const person = deps.index.personOf(id);
    const profile = profileById.get(id);
    const search = searchById.get(id);
    const position = profile?.position ?? null;
    const hasHome = withHome.has(id);
    const favorite = liked.has(id);
    const badge = badges.get(id);
    hits.push({
      SecondUser: {
        UserID: user.id,
        FirstName: user.first_name,
        Name: nameInitial(user.name),
        HasHome: hasHome,
        ProfilePosition: position,
        PositionComputed: position !== null ? (POSITION_COMPUTED[position] ?? null) : hasHome ? 'Propose une chambre' : 'Cherche une colocation',
        PositionName: position !== null ? optionLabel('position', position) : null,
        // « Dossier complet »: the tenant file is complete and confirmed (modules/tenant-file).
        FullRecord: badge?.full_record ?? false,
        Grouped: groups.has(id),
        GroupId: groups.get(id) ?? null,
        gdc: false,
        BedroomCount: search?.bedroom_count ?? null,
        PerRoomBudgetMin: search?.per_room_budget_min ?? null,
        PerRoomBudget: search?.per_room_budget_max ?? null,
        LastMessage: lastMessages.get(id) ?? null,
        Avatars: toBool(user.avatar_approved) ? urlOf(publicIds, user.avatar_image_id, avatarUrl) : [],
        IsFavorite: favorite,
        warranty_status: badge?.warranty_status ?? null,
      },
      GlobalScore: score(person),
      Favoris: favorite,
    });
  }
  return hits;
}

/** The newest message of the viewer's direct conversation with each of these people (the card's LastMessage). */
async function lastMessagesWith(db: Db, viewerId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('conversation_participants as me')
    .innerJoin('conversation_participants as other', 'other.conversation_id', 'me.conversation_id')
    .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
    .innerJoin('messages as m', 'm.id', 'c.last_message_id')
    .select(['other.user_id', 'm.body', 'm.id'])
    .where('me.user_id', '=', viewerId)
    .where('other.user_id', 'in', [...ids])
    .where('c.kind', '=', 'direct')
    .orderBy('m.id', 'desc')
    .execute();
  const last = new Map<number, string>();
  for (const row of rows) if (!last.has(row.user_id)) last.set(row.user_id, row.body);
  return last;
}

/** The explained pair score, from the viewer's side. */
export function peerScorer(viewer: Person): UserScorer {
  return (person) => explainPair(pairDetail(viewer, person, 'peer'));
}
