import { toBool } from '../../db';
import type { SearchRow } from '../../db/types';
import { SEARCH_FLAGS, SITUATIONS, type CitySearchObject, type SearchObject, type Situation } from './schemas';

function parseJsonArray(value: string | null | undefined): unknown[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function isSituation(value: unknown): value is Situation {
  return (SITUATIONS as readonly unknown[]).includes(value);
}

/** Stored entries are written by the server from the cities table; malformed ones are skipped. */
function parseCitySearches(value: string): CitySearchObject[] {
  return parseJsonArray(value).filter((entry): entry is CitySearchObject => {
    const geoname = (entry as { geoname?: { id?: unknown; name?: unknown } } | null)?.geoname;
    return !!geoname && Number.isInteger(geoname.id) && typeof geoname.name === 'string';
  });
}

/** 1/0/null -> true/false/null: null means "no preference", which false would lose. */
function triState(value: number | null): boolean | null {
  return value === null ? null : toBool(value);
}

export function toSearchObject(row: SearchRow): SearchObject {
  const flags = Object.fromEntries(SEARCH_FLAGS.map((flag) => [flag, triState(row[flag])]));
  return {
    id: row.id,
    city_searches: parseCitySearches(row.city_searches),
    radius: row.radius,
    country_id: row.country_id,
    bedroom_count: row.bedroom_count,
    per_room_budget_min: row.per_room_budget_min,
    per_room_budget_max: row.per_room_budget_max,
    age_min: row.age_min,
    age_max: row.age_max,
    situation: isSituation(row.situation) ? row.situation : null,
    situations: parseJsonArray(row.situations).filter(isSituation),
    gender: row.gender,
    ...flags,
    budget_user_id: row.budget_user_id,
    budget_connection_url: row.budget_connection_url,
    warranty_link: row.warranty_link,
  } as SearchObject;
}
