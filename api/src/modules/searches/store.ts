import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { nowIso, toInt } from '../../db';
import type { Database, SearchRow, SearchesTable } from '../../db/types';
import { badRequest } from '../../lib/errors';
import { isOptionId } from '../options';
import { SEARCH_DEFAULTS, SEARCH_FLAGS, type CitySearchObject, type SearchInput } from './schemas';

export const SEARCH_MESSAGES = {
  unknownCity: 'Ville inconnue : choisissez-la dans la liste proposée.',
  budgetOrder: 'Le budget minimum doit être inférieur ou égal au budget maximum.',
  ageOrder: "L'âge minimum doit être inférieur ou égal à l'âge maximum.",
  gender: 'Le genre recherché est invalide.',
  country: 'Le pays de la recherche est invalide.',
} as const;

export type SearchColumns = Omit<Updateable<SearchesTable>, 'id' | 'user_id' | 'created_at'>;

/** Our own guarantee page for this budget (the payments area will serve it). */
export function budgetConnectionUrl(budgetUserId: string): string {
  return `/users/garantie?budget=${encodeURIComponent(budgetUserId)}`;
}

/**
 * The cities of a search as stored: each geoname is read again from the cities table by id, so
 * names and coordinates never come from the client. A repeated city is kept once.
 */
export async function resolveCitySearches(
  db: Kysely<Database>,
  entries: ReadonlyArray<{ geoname: { id: number } }>,
): Promise<CitySearchObject[]> {
  const ids = [...new Set(entries.map((entry) => entry.geoname.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('cities')
    .select(['id', 'name', 'country_id', 'admin1_code', 'admin1_name', 'admin2_code', 'admin2_name', 'lat', 'lng'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const geoname = byId.get(id);
    if (!geoname) throw badRequest(SEARCH_MESSAGES.unknownCity);
    return { type: 'city' as const, geoname };
  });
}

/**
 * Checks what the schema cannot (option ids, min ≤ max against what is stored, known cities) and
 * turns a validated body into column values; fields left out are not in the result.
 */
export async function searchChanges(
  db: Kysely<Database>,
  input: SearchInput,
  stored: Pick<SearchRow, 'per_room_budget_min' | 'per_room_budget_max' | 'age_min' | 'age_max'> = SEARCH_DEFAULTS,
): Promise<SearchColumns> {
  const changes: SearchColumns = {};
  for (const field of ['radius', 'country_id', 'bedroom_count', 'per_room_budget_min', 'per_room_budget_max', 'age_min', 'age_max'] as const) {
    const value = input[field];
    if (value !== undefined) changes[field] = value;
  }
  if (input.country_id !== undefined && !isOptionId('country', input.country_id)) throw badRequest(SEARCH_MESSAGES.country);
  const budgetMin = input.per_room_budget_min ?? stored.per_room_budget_min;
  const budgetMax = input.per_room_budget_max ?? stored.per_room_budget_max;
  if (budgetMin > budgetMax) throw badRequest(SEARCH_MESSAGES.budgetOrder);
  const ageMin = input.age_min ?? stored.age_min;
  const ageMax = input.age_max ?? stored.age_max;
  if (ageMin > ageMax) throw badRequest(SEARCH_MESSAGES.ageOrder);

  if (input.situation !== undefined) changes.situation = input.situation;
  if (input.situations !== undefined) changes.situations = JSON.stringify(input.situations);
  if (input.gender !== undefined) {
    if (input.gender !== null && !isOptionId('gender', input.gender)) throw badRequest(SEARCH_MESSAGES.gender);
    changes.gender = input.gender;
  }
  for (const flag of SEARCH_FLAGS) {
    const value = input[flag];
    if (value !== undefined) changes[flag] = value === null ? null : toInt(value);
  }
  if (input.city_searches !== undefined) {
    changes.city_searches = JSON.stringify(await resolveCitySearches(db, input.city_searches));
  }
  return changes;
}

/**
 * Inserts a search (SPEC 9 defaults for what `changes` leaves out) and makes it the user's current
 * one (users.search_id). Run it inside a transaction so both writes happen together.
 */
export async function insertSearch(db: Kysely<Database>, userId: number, changes: SearchColumns): Promise<SearchRow> {
  const now = nowIso();
  const budgetUserId = randomUUID();
  const row = await db
    .insertInto('searches')
    .values({
      ...SEARCH_DEFAULTS,
      ...changes,
      user_id: userId,
      budget_user_id: budgetUserId,
      budget_connection_url: budgetConnectionUrl(budgetUserId),
      warranty_link: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ search_id: row.id, updated_at: now }).where('id', '=', userId).execute();
  return row;
}
