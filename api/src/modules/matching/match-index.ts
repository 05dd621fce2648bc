/*
 * The match index: every coloc user (compact profile, shared answers, places, budget) and every
 * published home (place, rooms, traits) in memory, with a 0.1° grid per kind. A match request
 * reads only the grid cells around the searched cities, filters and scores there, and pages; the
 * database is read for the twelve cards of the page only.
 *
 * Why memory rather than SQL filters: around Paris a 20 km circle holds a third of the profiles;
 * reading 30,000 candidates through SQL costs 120 to 190 ms on SQLite (measured), well above the
 * 60 ms target, while the same filters on this index take a few milliseconds. The database stays
 * the source of truth:
 *
 * Freshness. Triggers (migration 004) append the id of every user or home written (users,
 * profiles, searches, homes, rooms; inserts, updates and deletes; of users, since migration 025,
 * only updates of the columns read here) to match_changes. Before each
 * match call the index reads the rows it has not applied yet and reloads those users and homes, so
 * a call always sees every write committed before it, on SQLite and PostgreSQL alike, with one or
 * several API instances. Rows are read with a small look-back by id (a PostgreSQL transaction may
 * commit after a later one) and skipped once applied, so a read starts after the last id seen or
 * the oldest id of that window not seen yet; rows older than two days are pruned, and an
 * instance idle for more than a day reloads everything.
 */
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { preparedQuery } from '../../db/prepared';
import { todayInFrance } from '../profiles';
import { SEARCH_DEFAULTS } from '@coloc/contract/searches/limits';
import { searchCriteria, storedCities, type SearchCriteriaRow } from './criteria';
import { MULTI_SPECS, SINGLE_SPECS, toMask } from './engine/fields';
import { copyPersonEntry, filterAnswers, type HomeEntry, type PersonEntry, type RoomEntry } from './engine/entries';
import { Grid } from './engine/grid';
import { compactProfile, emptyProfile, hiddenFields, wantsOf, type Person, type ProfileSource } from './engine/profile';
import { parseIdList } from '../homes';

const PAGE = 5000;
const IN_BATCH = 500;
const LOOK_BACK = 200;
const PRUNE_AFTER_MS = 2 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;
const RELOAD_AFTER_MS = 24 * 3600 * 1000;
/** Entries reallocated per step of a background repack (a few milliseconds of event loop). */
const REPACK_STEP = 2000;
/** Person writes since the last repack that start a background one: this share of the people, and at least REPACK_MIN. */
const REPACK_SHARE = 0.1;
const REPACK_MIN = 1000;

const PROFILE_COLUMNS = [
  'position', 'situation', 'gender', 'children', 'custody_schedule', 'pets', 'smoking', 'religious', 'meals', 'pace_of_life',
  'outings_at_week', 'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening',
  'watching_tv', 'work', 'education', 'business_area', 'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby',
  'thinking_about', 'character', 'decorating', 'service_list', 'ecoloc', 'birth_date', 'importance', 'private_fields',
  'sensitive_consent_at',
] as const;

// Sanity: everything compactProfile reads is selected.
for (const spec of [...SINGLE_SPECS, ...MULTI_SPECS]) {
  if (!(PROFILE_COLUMNS as readonly string[]).includes(spec.field)) throw new Error(`match index misses profiles.${spec.field}`);
}

type PeopleRow = Record<string, unknown> & {
  id: number;
  type: number;
  registration_step: number;
  created_at: string;
  profile_user_id: number | null;
  city_searches: string | null;
  s_budget_min: number | null;
  s_budget_max: number | null;
  s_bedrooms: number | null;
  s_smoking: number | null;
  s_pets: number | null;
  s_children: number | null;
  s_access: number | null;
  s_radius: number | null;
  s_age_min: number | null;
  s_age_max: number | null;
  s_situation: string | null;
  s_situations: string | null;
  s_gender: number | null;
  s_private_bathroom: number | null;
  s_private_toilets: number | null;
  s_ecoloc: number | null;
  s_pay_by_service: number | null;
  s_has_home: number | null;
};

/** Reads of users here must be among the columns whose updates are logged (migration 025's MATCHED_USER_COLUMNS). */
function peopleQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('searches as s', (join) => join.onRef('s.id', '=', 'u.search_id').onRef('s.user_id', '=', 'u.id'))
    .select(['u.id', 'u.type', 'u.registration_step', 'u.created_at', 'p.user_id as profile_user_id'])
    .select(PROFILE_COLUMNS.map((column) => `p.${column}` as const))
    .select([
      's.city_searches',
      's.per_room_budget_min as s_budget_min',
      's.per_room_budget_max as s_budget_max',
      's.bedroom_count as s_bedrooms',
      's.smoking as s_smoking',
      's.pets as s_pets',
      's.children as s_children',
      's.handicap_friendly as s_access',
      's.radius as s_radius',
      // The rest of the search: its whole criteria (searchCriteria), for the alerts' fan-out.
      's.age_min as s_age_min',
      's.age_max as s_age_max',
      's.situation as s_situation',
      's.situations as s_situations',
      's.gender as s_gender',
      's.private_bathroom as s_private_bathroom',
      's.private_toilets as s_private_toilets',
      's.ecoloc as s_ecoloc',
      's.pay_by_service as s_pay_by_service',
      's.has_home as s_has_home',
    ]);
}

type HomeRowLite = {
  id: number;
  user_id: number;
  lat: number | null;
  lng: number | null;
  published: number;
  created_at: string;
  ecoloc: string;
  service_list: string;
  pay_by_service: number;
  furnished: number;
  handicap_friendly: number;
};

function homesQuery(db: Db) {
  return db
    .selectFrom('homes')
    .select(['id', 'user_id', 'lat', 'lng', 'published', 'created_at', 'ecoloc', 'service_list', 'pay_by_service', 'furnished', 'handicap_friendly']);
}

function personEntry(row: PeopleRow, places: ReadonlyArray<{ lat: number | null; lng: number | null }>, ownsHome: boolean, today: string): PersonEntry {
  const hasProfile = row.profile_user_id !== null;
  const hidden = hasProfile ? hiddenFields(row.private_fields as string, Boolean(row.sensitive_consent_at)) : new Set<string>();
  const profile = hasProfile ? compactProfile({ ...(row as unknown as ProfileSource), user_id: row.id }, today, hidden) : emptyProfile(row.id);
  const { answers, lists } = hasProfile ? filterAnswers(row, hidden) : filterAnswers({}, hidden);
  const birth = row.birth_date;
  const points: number[] = [];
  const cities = row.city_searches ? storedCities(row.city_searches) : [];
  for (const city of cities) points.push(city.lat, city.lng);
  const searchPoints = points.length;
  for (const place of places) if (place.lat !== null && place.lng !== null) points.push(place.lat, place.lng);
  const person: Person = { profile, wants: wantsOf({ smoking: row.s_smoking, pets: row.s_pets, children: row.s_children }) };
  return {
    id: row.id,
    stamp: 0,
    matchable: row.registration_step === 100,
    createdAt: row.created_at,
    person,
    answers,
    lists,
    birthDate: typeof birth === 'string' && !hidden.has('birth_date') ? birth : null,
    search:
      row.s_budget_min === null
        ? null
        : {
            budgetMin: row.s_budget_min,
            budgetMax: row.s_budget_max ?? row.s_budget_min,
            bedroomCount: row.s_bedrooms ?? 1,
            accessible: row.s_access === 1,
            radiusKm: row.s_radius ?? SEARCH_DEFAULTS.radius,
            searchPoints,
            criteria: searchCriteria(searchColumns(row), cities),
          },
    points,
    hasHome: ownsHome,
  };
}

/** The search columns of a people row, under their own names. */
function searchColumns(row: PeopleRow): SearchCriteriaRow {
  return {
    radius: row.s_radius ?? SEARCH_DEFAULTS.radius,
    bedroom_count: row.s_bedrooms ?? SEARCH_DEFAULTS.bedroom_count,
    per_room_budget_min: row.s_budget_min ?? SEARCH_DEFAULTS.per_room_budget_min,
    per_room_budget_max: row.s_budget_max ?? SEARCH_DEFAULTS.per_room_budget_max,
    age_min: row.s_age_min ?? SEARCH_DEFAULTS.age_min,
    age_max: row.s_age_max ?? SEARCH_DEFAULTS.age_max,
    situation: row.s_situation,
    situations: row.s_situations ?? '[]',
    gender: row.s_gender,
    children: row.s_children,
    pets: row.s_pets,
    smoking: row.s_smoking,
    private_bathroom: row.s_private_bathroom,
    private_toilets: row.s_private_toilets,
    ecoloc: row.s_ecoloc,
    handicap_friendly: row.s_access,
    pay_by_service: row.s_pay_by_service,
    has_home: row.s_has_home,
  };
}

function homeEntry(row: HomeRowLite, rooms: RoomEntry[]): HomeEntry {
  return {
    id: row.id,
    stamp: 0,
    ownerId: row.user_id,
    lat: row.lat!,
    lng: row.lng!,
    createdAt: row.created_at,
    rooms,
    traits: {
      ecoloc: toMask(parseIdList(row.ecoloc)),
      services: toMask(parseIdList(row.service_list)),
      payByService: row.pay_by_service === 1,
      furnished: row.furnished === 1,
      handicapFriendly: row.handicap_friendly === 1,
    },
  };
}

function roomEntry(room: { rent: number | null; charges: number | null; private_bathroom: number; private_toilets: number; available_from: string | null }): RoomEntry {
  return {
    price: room.rent === null ? null : room.rent + (room.charges ?? 0),
    privateBathroom: room.private_bathroom === 1,
    privateToilets: room.private_toilets === 1,
    availableFrom: room.available_from,
  };
}

/** Before every match call: compiled once (see db/prepared). */
const changesAfter = preparedQuery(['after'], (db, { after }: { after: number }) =>
  (db as Db).selectFrom('match_changes').select(['id', 'user_id', 'home_id']).where('id', '>', after).orderBy('id'),
);

export class MatchIndex {
  /** Every coloc user (finished or not: an owner-occupier's answers score their home). */
  readonly people = new Map<number, PersonEntry>();
  /** Published homes with coordinates. */
  readonly homes = new Map<number, HomeEntry>();
  readonly peopleGrid = new Grid<PersonEntry>();
  readonly homesGrid = new Grid<HomeEntry>();
  /** Increases with each query: entries visited by the current one carry it in `stamp`. */
  private queryStamp = 0;

  nextStamp(): number {
    this.queryStamp += 1;
    return this.queryStamp;
  }

  private loaded: Promise<void> | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private lastId = 0;
  private readonly applied = new Set<number>();
  private lastSyncAt = 0;
  private lastPruneAt = 0;
  /** Person writes since the entries were last laid out together (repack). */
  private writesSincePack = 0;
  private packing = false;
  /** Increases with each full load: a background repack of an older load stops. */
  private generation = 0;

  /** Loads on first use, then applies every change committed so far. */
  async ready(db: Db): Promise<void> {
    if (this.loaded && Date.now() - this.lastSyncAt > RELOAD_AFTER_MS) this.loaded = null;
    if (!this.loaded) {
      this.loaded = this.fullLoad(db).catch((error: unknown) => {
        this.loaded = null;
        throw error;
      });
    }
    await this.loaded;
    // A sync already running may have started before the caller's own write: run one more after it.
    if (this.running) {
      this.queued ??= this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.sync(db);
        });
      return this.queued;
    }
    return this.sync(db);
  }

  private sync(db: Db): Promise<void> {
    const run = this.applyChanges(db).finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async fullLoad(db: Db): Promise<void> {
    const started = Date.now();
    // Rows visible now are reflected by what is read below; only rows committed later are applied after.
    const last = await db.selectFrom('match_changes').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    const lastId = Number(last?.id ?? 0);
    const visible = await db.selectFrom('match_changes').select('id').where('id', '>', lastId - LOOK_BACK).execute();
    this.generation += 1;
    this.people.clear();
    this.homes.clear();
    this.peopleGrid.clear();
    this.homesGrid.clear();
    const today = todayInFrance();

    const places = new Map<number, Array<{ lat: number | null; lng: number | null }>>();
    const homeRows: HomeRowLite[] = [];
    for (let after = 0; ; ) {
      const rows = (await homesQuery(db).where('id', '>', after).orderBy('id').limit(PAGE).execute()) as HomeRowLite[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const list = places.get(row.user_id) ?? [];
        list.push({ lat: row.lat, lng: row.lng });
        places.set(row.user_id, list);
        if (row.published === 1 && row.lat !== null && row.lng !== null) homeRows.push(row);
      }
      after = rows[rows.length - 1]!.id;
    }
    const rooms = new Map<number, RoomEntry[]>();
    for (let after = 0; ; ) {
      const rows = await db
        .selectFrom('rooms')
        .select(['id', 'home_id', 'rent', 'charges', 'private_bathroom', 'private_toilets', 'available_from'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE * 2)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const list = rooms.get(row.home_id) ?? [];
        list.push(roomEntry(row));
        rooms.set(row.home_id, list);
      }
      after = rows[rows.length - 1]!.id;
    }
    for (const row of homeRows) this.putHome(homeEntry(row, rooms.get(row.id) ?? []));

    for (let after = 0; ; ) {
      const rows = (await peopleQuery(db).where('u.id', '>', after).where((eb) => eb(eb.ref('u.type'), '&', 1), '=', 1).orderBy('u.id').limit(PAGE).execute()) as unknown as PeopleRow[];
      if (rows.length === 0) break;
      for (const row of rows) this.putPerson(personEntry(row, places.get(row.id) ?? [], places.has(row.id), today));
      after = rows[rows.length - 1]!.id;
    }
    this.repack();
    this.lastId = lastId;
    this.applied.clear();
    for (const row of visible) this.applied.add(row.id);
    this.lastSyncAt = started;
  }

  private putPerson(entry: PersonEntry): void {
    this.people.set(entry.id, entry);
    this.peopleGrid.set(entry, entry.matchable ? entry.points : []);
    this.writesSincePack += 1;
  }

  private removePerson(id: number): void {
    this.people.delete(id);
    this.peopleGrid.remove(id);
  }

  /**
   * Reallocates every person entry, cell after cell, so that the entries of one cell and the
   * answers scoring reads lie next to each other in memory. Entries built while loading are strewn
   * among the garbage of parsing their rows, and a search around Paris walks 33,000 of them: on
   * the matching bench, the grid walk and the scoring loop ran about 3.5 times faster over
   * repacked entries (cache misses, not arithmetic, were the cost). Runs at the end of each full
   * load, then in the background after many writes (scheduleRepack).
   */
  repack(): void {
    for (const _step of this.repackSteps()) {
      // Drained at once.
    }
    this.writesSincePack = 0;
  }

  /** The repack in steps of about REPACK_STEP entries; the index is consistent between steps. */
  private *repackSteps(): Generator<void, void, void> {
    const generation = this.generation;
    const copies = new Set<PersonEntry>();
    const copyOf = (entry: PersonEntry): PersonEntry => {
      if (copies.has(entry)) return entry;
      const copy = copyPersonEntry(entry);
      copies.add(copy);
      if (this.people.get(entry.id) === entry) this.people.set(entry.id, copy);
      return copy;
    };
    let moved = 0;
    for (const key of this.peopleGrid.cellKeys()) {
      if (this.generation !== generation) return;
      moved += this.peopleGrid.remapCell(key, copyOf);
      if (moved >= REPACK_STEP) {
        moved = 0;
        yield;
      }
    }
    // People outside the grid: unfinished profiles, read as occupants and viewers only.
    for (const entry of [...this.people.values()]) {
      if (this.generation !== generation) return;
      if (copies.has(entry)) continue;
      copyOf(entry);
      if ((moved += 1) >= REPACK_STEP) {
        moved = 0;
        yield;
      }
    }
  }

  /** After many writes: a repack in the background, one step per turn of the event loop. */
  private scheduleRepack(): void {
    if (this.packing || this.writesSincePack < Math.max(REPACK_MIN, this.people.size * REPACK_SHARE)) return;
    this.packing = true;
    this.writesSincePack = 0;
    const steps = this.repackSteps();
    const next = () => {
      if (steps.next().done) this.packing = false;
      else setImmediate(next);
    };
    setImmediate(next);
  }

  private putHome(entry: HomeEntry): void {
    this.homes.set(entry.id, entry);
    this.homesGrid.set(entry, [entry.lat, entry.lng]);
  }

  private removeHome(id: number): void {
    this.homes.delete(id);
    this.homesGrid.remove(id);
  }

  /**
   * Where the next read of match_changes starts (exclusive): after the last id seen, unless an id of
   * the look-back window has not been seen yet (a PostgreSQL transaction that took it may commit
   * after a later one), then just before the first such id. Ids of the window already applied are
   * skipped anyway, so this reads what a read of the whole window would apply, without reading
   * the window again on every call (SQLite commits in id order: no such gap there).
   */
  private readFloor(): number {
    for (let id = Math.max(0, this.lastId - LOOK_BACK) + 1; id <= this.lastId; id += 1) {
      if (!this.applied.has(id)) return id - 1;
    }
    return this.lastId;
  }

  private async applyChanges(db: Db): Promise<void> {
    const started = Date.now();
    const rows = await changesAfter.execute(db, { after: this.readFloor() });
    const users = new Set<number>();
    const homes = new Set<number>();
    for (const row of rows) {
      if (this.applied.has(row.id)) continue;
      if (row.user_id !== null) users.add(row.user_id);
      if (row.home_id !== null) homes.add(row.home_id);
    }
    if (users.size > 0) await this.reloadUsers(db, [...users]);
    if (homes.size > 0) await this.reloadHomes(db, [...homes]);
    this.scheduleRepack();
    for (const row of rows) {
      this.applied.add(row.id);
      if (row.id > this.lastId) this.lastId = row.id;
    }
    for (const id of this.applied) if (id <= this.lastId - LOOK_BACK) this.applied.delete(id);
    this.lastSyncAt = started;
    if (started - this.lastPruneAt > PRUNE_EVERY_MS) {
      this.lastPruneAt = started;
      await db.deleteFrom('match_changes').where('changed_at', '<', nowIso(new Date(started - PRUNE_AFTER_MS))).execute();
    }
  }

  async reloadUsers(db: Db, ids: readonly number[]): Promise<void> {
    const today = todayInFrance();
    for (let i = 0; i < ids.length; i += IN_BATCH) {
      const chunk = ids.slice(i, i + IN_BATCH);
      const [rows, homes] = await Promise.all([
        peopleQuery(db).where('u.id', 'in', chunk).execute() as unknown as Promise<PeopleRow[]>,
        db.selectFrom('homes').select(['user_id', 'lat', 'lng']).where('user_id', 'in', chunk).execute(),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of chunk) {
        const row = byId.get(id);
        if (!row || !(row.type & 1)) {
          this.removePerson(id);
          continue;
        }
        const places = homes.filter((home) => home.user_id === id);
        this.putPerson(personEntry(row, places, places.length > 0, today));
      }
    }
  }

  async reloadHomes(db: Db, ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += IN_BATCH) {
      const chunk = ids.slice(i, i + IN_BATCH);
      const [rows, rooms] = await Promise.all([
        homesQuery(db).where('id', 'in', chunk).execute() as Promise<HomeRowLite[]>,
        db
          .selectFrom('rooms')
          .select(['home_id', 'rent', 'charges', 'private_bathroom', 'private_toilets', 'available_from'])
          .where('home_id', 'in', chunk)
          .orderBy('id')
          .execute(),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of chunk) {
        const row = byId.get(id);
        if (!row || row.published !== 1 || row.lat === null || row.lng === null) {
          this.removeHome(id);
          continue;
        }
        this.putHome(homeEntry(row, rooms.filter((room) => room.home_id === id).map(roomEntry)));
      }
    }
  }

  /** The person as scored (an empty profile for someone who is not a coloc user). */
  personOf(userId: number): Person {
    return this.people.get(userId)?.person ?? { profile: emptyProfile(userId), wants: 0 };
  }
}

const indexes = new WeakMap<Db, MatchIndex>();

/** One index per database handle (one per app; tests build many apps). */
export function matchIndexFor(db: Db): MatchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new MatchIndex();
    indexes.set(db, index);
  }
  return index;
}
