/*
 * Candidates of one match call, read from the index: only the grid cells around the searched
 * cities, then the exact circle, then the hard filters (engine/entries.ts).
 */
import type { ResolvedCriteria } from './criteria';
import { toMask } from './engine/fields';
import {
  homeInCircles,
  homePasses,
  personFilter,
  personInCircles,
  personPasses,
  seekerPasses,
  type HomeEntry,
  type HomeFit,
  type PersonEntry,
  type PersonFilter,
} from './engine/entries';
import type { Grid } from './engine/grid';
import type { MatchIndex } from './match-index';
import type { FilterKey } from './schemas';

/** Each entry in the cells around the circles, once (found in several cells or circles). */
function visitCircles<T extends { id: number; stamp: number }>(index: MatchIndex, grid: Grid<T>, criteria: ResolvedCriteria, visit: (entry: T) => void): void {
  const stamp = index.nextStamp();
  for (const c of criteria.circles) {
    grid.forEachInBox(c.minLat, c.maxLat, c.minLng, c.maxLng, (entry) => {
      if (entry.stamp === stamp) return;
      entry.stamp = stamp;
      visit(entry);
    });
  }
}

export interface FoundHome {
  home: HomeEntry;
  fit: HomeFit;
}

/**
 * The hard filters of the criteria on one home (place, rooms in budget, home traits, occupants):
 * findHomes applies it to the homes around the searched cities; the alerts' fan-out to one new
 * home for each nearby seeker.
 */
export function homeFitter(
  index: Pick<MatchIndex, 'people'>,
  criteria: ResolvedCriteria,
  callerId: number,
  disliked: ReadonlySet<number>,
  today: string,
): (home: HomeEntry) => HomeFit | null {
  const homeLists = { ecoloc: toMask(criteria.filters.ecoloc ?? []), services: toMask(criteria.filters.service_list ?? []) };
  // Built on the first home with a known occupant: the fan-out checks one home per seeker, often
  // a professional's listing nobody lives in.
  let occupants: { filter: PersonFilter; any: boolean } | null = null;
  const occupantFilter = () => {
    if (!occupants) {
      // The criteria about people apply to the occupants; eco-living and services describe the home.
      const peopleFilters: Partial<Record<FilterKey, number[]>> = { ...criteria.filters };
      delete peopleFilters.ecoloc;
      delete peopleFilters.service_list;
      const filter = personFilter(criteria, today, { ...criteria.flags, ecoloc: null, pay_by_service: null }, peopleFilters);
      const any =
        filter.born !== null || filter.situations !== 0 || filter.gender !== null || filter.children !== null ||
        filter.pets !== null || filter.smoking !== null || filter.single.length > 0 || filter.multi.length > 0;
      occupants = { filter, any };
    }
    return occupants;
  };
  return (home) => {
    if (home.ownerId === callerId || disliked.has(home.id) || !homeInCircles(home, criteria)) return null;
    const fit = homePasses(home, criteria, homeLists);
    if (!fit) return null;
    const occupant = index.people.get(home.ownerId);
    if (occupant) {
      const { filter, any } = occupantFilter();
      if (any && !personPasses(occupant, filter)) return null;
    }
    return fit;
  };
}

export function findHomes(index: MatchIndex, criteria: ResolvedCriteria, callerId: number, disliked: ReadonlySet<number>, today: string): FoundHome[] {
  const fits = homeFitter(index, criteria, callerId, disliked, today);
  const found: FoundHome[] = [];
  visitCircles(index, index.homesGrid, criteria, (home) => {
    const fit = fits(home);
    if (fit) found.push({ home, fit });
  });
  return found;
}

/** `roomCount`: the professional's home whose rooms the seekers must fit (null for a seeker's list). */
export function findPeople(
  index: MatchIndex,
  criteria: ResolvedCriteria,
  callerId: number,
  disliked: ReadonlySet<number>,
  roomCount: number | null,
  today: string,
): PersonEntry[] {
  const filter = personFilter(criteria, today);
  const found: PersonEntry[] = [];
  visitCircles(index, index.peopleGrid, criteria, (entry) => {
    if (!entry.matchable || entry.id === callerId || disliked.has(entry.id)) return;
    if (!personInCircles(entry, criteria) || !personPasses(entry, filter) || !seekerPasses(entry, criteria, roomCount)) return;
    found.push(entry);
  });
  return found;
}
