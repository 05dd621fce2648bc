import type { Db } from '../../db';
import type { HomeRow } from '../../db/types';
import { homeContextOf, homeScoreTotal, matchDeps } from '../matching';
import { fileBadges } from '../tenant-file';

/** What a landlord reads about a person who asked about their home (« Mes demandes »). */
export interface ApplicantStatus {
  /**
   * Affinity with the home in percent (the score of the professional's matching of this home,
   * total / 2), or null when it cannot be computed: not a seeker the engine knows, or, once the
   * engine says so, too few answers (« Pas assez d'informations pour calculer l'affinité »).
   */
  affinity: number | null;
  /** The tenant file is confirmed and complete (« Dossier complet »). */
  file_complete: boolean;
  /** The guarantee: 'validated', 'pending' (requested), or null (none asked). */
  guarantee: 'validated' | 'pending' | null;
}

function percentOf(total: number | null): number | null {
  if (total === null || !Number.isFinite(total)) return null;
  return Math.max(0, Math.min(100, Math.round(total / 2)));
}

/**
 * The status of each applicant for this home, in two lookups whatever their number. The caller has
 * already checked the agenda access (SPEC 6) that lets them read the home's requests; these people
 * chose to write to the home, and the same badges are on their public profile cards.
 */
export async function applicantStatuses(db: Db, home: HomeRow, userIds: readonly number[]): Promise<Map<number, ApplicantStatus>> {
  const ids = [...new Set(userIds)];
  const statuses = new Map<number, ApplicantStatus>();
  if (ids.length === 0) return statuses;
  const deps = matchDeps(db);
  await deps.index.ready(db);
  const context = homeContextOf(deps, home);
  const badges = await fileBadges(db, ids);
  for (const id of ids) {
    const entry = deps.index.people.get(id);
    // The same call as the professional's matching of the home (matchHomeUsers), not a copy of it.
    const total: number | null = entry ? homeScoreTotal(entry.person, context, 'pro', entry.search?.accessible ?? false) : null;
    const badge = badges.get(id);
    statuses.set(id, { affinity: percentOf(total), file_complete: badge?.full_record ?? false, guarantee: badge?.warranty_status ?? null });
  }
  return statuses;
}
