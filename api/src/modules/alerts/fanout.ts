/*
 * A job becomes pending alerts: the seekers a newly published home fits, or the landlords of the
 * published homes a seeker fits, each with an affinity at or above the recipient's threshold.
 * Candidates come from the matching index (its grid around the home, or its homes around the
 * seeker's cities), never from a scan of every user; fit and scores are the matching module's own
 * functions. Inserting a pending row is idempotent (unique recipient + subject), so a job run twice
 * (an instance died mid-job) alerts nobody twice.
 */
import { nowIso, type Db } from '../../db';
import { UNPACED, type Pace } from '../../lib/background-pace';
import type { HomeRow } from '../../db/types';
import { todayInFrance } from '../profiles';
import type { ResolvedCriteria } from '../matching';
import { KM_PER_DEGREE } from '../matching';
import { homeInCircles, type HomeEntry, type PersonEntry } from '../matching';
import { findHomes, homeFitter } from '../matching';
import { homeExplainer, homeScore, homeScoreExplained, type HomeContext } from '../matching';
import { matchIndexFor, type MatchIndex } from '../matching';
import type { MatchScore as MatchScoreObject } from '@coloc/contract/matching/schemas';
import { homeRecipients } from './access';
import { homeSettings, usersSettings } from './settings';

export interface Affinity {
  /** 0..100, or null when the score could not be computed (too few answers in common). */
  percent: number | null;
  reasons: string[];
  vigilance: string | null;
}

/** The screens show Total / 2 %. A null total (too few common answers) is below any threshold. */
export function affinityOf(score: MatchScoreObject): Affinity {
  const total = score.Total;
  return {
    percent: total === null || !Number.isFinite(total) ? null : Math.round(total / 2),
    reasons: (score.Reasons ?? []).slice(0, 2),
    // A deal-breaker first (smoker with a non-smoker…), else the strongest everyday difference.
    vigilance: score.DealBreakers[0] ?? score.Vigilance[0] ?? null,
  };
}

export function meetsThreshold(affinity: Affinity, threshold: number): boolean {
  return affinity.percent !== null && affinity.percent >= threshold;
}

/**
 * Whether the affinity lets the alert leave. A home nobody lives in has no affinity at all (issue
 * 16, §3: no number about nobody), so fitting the search is what makes it news, for its seekers as
 * for its landlord; with occupants, the affinity must be known and reach the threshold.
 */
export function affinityAllows(affinity: Affinity, threshold: number, occupants: number): boolean {
  return occupants === 0 || meetsThreshold(affinity, threshold);
}

interface PendingInput {
  recipientId: number;
  kind: 'home' | 'seeker';
  subjectId: number;
  homeId: number;
  affinity: Affinity;
}

async function insertPending(db: Db, rows: readonly PendingInput[], pace: Pace): Promise<number> {
  let inserted = 0;
  const now = nowIso();
  for (let i = 0; i < rows.length; i += 200) {
    if (pace.due()) await pace.pause();
    const chunk = rows.slice(i, i + 200);
    const result = await db
      .insertInto('alert_pending')
      .values(
        chunk.map((row) => ({
          recipient_id: row.recipientId,
          subject_kind: row.kind,
          subject_id: row.subjectId,
          home_id: row.homeId,
          affinity: row.affinity.percent,
          reasons: JSON.stringify(row.affinity.reasons),
          vigilance: row.affinity.vigilance,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['recipient_id', 'subject_kind', 'subject_id']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** The largest radius of any saved search: how far around a home a seeker may be looking from. */
const radiusCache = new WeakMap<Db, { value: number; at: number }>();
const RADIUS_TTL_MS = 60_000;
async function largestRadius(db: Db): Promise<number> {
  // A scan of every search: read once a minute, not once per home (a search widened meanwhile is
  // seen at the next read; its seeker's own change queues a job anyway).
  const cached = radiusCache.get(db);
  if (cached && Date.now() - cached.at < RADIUS_TTL_MS) return cached.value;
  const row = await db.selectFrom('searches').select((eb) => eb.fn.max('radius').as('max')).executeTakeFirst();
  const value = Math.max(1, Number(row?.max ?? 0));
  radiusCache.set(db, { value, at: Date.now() });
  return value;
}

/**
 * Finished seekers whose search places lie within the largest radius of the home (grid cells only).
 * The walk may pause between cells (the worker's low priority); a query run meanwhile takes the
 * index's visit stamp, so a walk that paused drops its repeats by id at the end instead.
 */
async function nearbySeekers(index: MatchIndex, home: HomeEntry, radiusKm: number, pace: Pace): Promise<PersonEntry[]> {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(0.1, Math.cos((home.lat * Math.PI) / 180)));
  // The index's visit stamp rather than a set of ids: around Paris the box holds tens of thousands.
  let stamp = index.nextStamp();
  let paused = false;
  const found: PersonEntry[] = [];
  for (const cell of index.peopleGrid.cellsInBox(home.lat - dLat, home.lat + dLat, home.lng - dLng, home.lng + dLng)) {
    if (pace.due()) {
      await pace.pause();
      paused = true;
      stamp = index.nextStamp();
    }
    for (let i = 0; i < cell.length; i += 1) {
      const entry = cell[i]!;
      if (entry.stamp === stamp) continue;
      entry.stamp = stamp;
      if (!entry.matchable || entry.id === home.ownerId || entry.search === null) continue;
      // Cheap pre-filters before the whole search: enough rooms in budget, and the home within the
      // seeker's own radius of one of their cities (the box above is the widest radius of anyone).
      const { budgetMin, budgetMax, bedroomCount, criteria } = entry.search;
      let fitting = 0;
      for (const room of home.rooms) if (room.price !== null && room.price >= budgetMin && room.price <= budgetMax) fitting += 1;
      if (fitting < bedroomCount || !homeInCircles(home, criteria)) continue;
      found.push(entry);
    }
  }
  if (!paused) return found;
  const once = new Map<number, PersonEntry>();
  for (const entry of found) if (!once.has(entry.id)) once.set(entry.id, entry);
  return [...once.values()];
}

/** The people who disliked the home (one query: a home has few). */
async function dislikersOf(db: Db, homeId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('accordances').select('user_id').where('target_home_id', '=', homeId).where('type', '=', 'dislike').execute();
  return new Set(rows.map((row) => row.user_id));
}

const NOBODY: ReadonlySet<number> = new Set();

/**
 * Seekers a published home fits, with their affinity (seeker's view), at or above their threshold.
 * Everything but the dislikes and the thresholds comes from the match index: the candidates
 * around the home, each one's search criteria (kept there by searchCriteria) and the matching's
 * own hard filters (homeFitter), so the cost grows with the seekers near the home, not with SQL
 * round trips per candidate (955 ms p95 at 100,000 profiles that way, measured).
 */
export async function seekersForHome(db: Db, homeId: number, pace: Pace = UNPACED): Promise<PendingInput[]> {
  const index = matchIndexFor(db);
  await index.ready(db);
  const home = index.homes.get(homeId);
  if (!home) return [];
  const candidates = await nearbySeekers(index, home, await largestRadius(db), pace);
  if (candidates.length === 0) return [];
  const today = todayInFrance();
  const disliked = await dislikersOf(db, homeId);
  const fitting: Array<{ entry: PersonEntry; criteria: ResolvedCriteria }> = [];
  for (const entry of candidates) {
    if (pace.due()) await pace.pause();
    const criteria = entry.search?.criteria;
    if (!criteria || criteria.circles.length === 0 || disliked.has(entry.id)) continue;
    if (!homeFitter(index, criteria, entry.id, NOBODY, today)(home)) continue;
    fitting.push({ entry, criteria });
  }
  if (fitting.length === 0) return [];
  const owner = index.people.get(home.ownerId);
  const context: HomeContext = { traits: home.traits, occupants: owner ? [owner.person] : [] };
  // Without occupants there is no affinity to hold against a threshold (affinityAllows).
  const settings = context.occupants.length > 0 ? await usersSettings(db, fitting.map((f) => f.entry.id)) : null;
  const explain = homeExplainer(context, 'peer');
  const result: PendingInput[] = [];
  for (const { entry, criteria } of fitting) {
    if (pace.due()) await pace.pause();
    const accessible = criteria.flags.handicap_friendly === true;
    if (settings) {
      // The plain score first: the explanation (reasons, vigilance) only for those who get the alert.
      const total = homeScore(entry.person, context, 'peer', accessible);
      const quick: Affinity = { percent: total === null || !Number.isFinite(total) ? null : Math.round(total / 2), reasons: [], vigilance: null };
      if (!affinityAllows(quick, settings.get(entry.id)!.threshold, context.occupants.length)) continue;
    }
    result.push({ recipientId: entry.id, kind: 'home', subjectId: homeId, homeId, affinity: affinityOf(explain(entry.person, accessible)) });
  }
  return result;
}

/** Landlords of the published homes a seeker fits, with the affinity in their view, at or above their per-home threshold. */
export async function landlordsForSeeker(db: Db, seekerId: number, pace: Pace = UNPACED): Promise<PendingInput[]> {
  const index = matchIndexFor(db);
  await index.ready(db);
  const entry = index.people.get(seekerId);
  if (!entry || !entry.matchable) return [];
  const criteria = entry.search?.criteria;
  if (!criteria || criteria.circles.length === 0) return [];
  const found = findHomes(index, criteria, seekerId, new Set(), todayInFrance());
  if (found.length === 0) return [];
  const homes = new Map<number, HomeRow>();
  const homeIds = found.map((f) => f.home.id);
  for (let i = 0; i < homeIds.length; i += 500) {
    for (const row of await db.selectFrom('homes').selectAll().where('id', 'in', homeIds.slice(i, i + 500)).where('published', '=', 1).execute()) homes.set(row.id, row);
  }
  const result: PendingInput[] = [];
  for (const { home } of found) {
    if (pace.due()) await pace.pause();
    const row = homes.get(home.id);
    if (!row) continue;
    const owner = index.people.get(home.ownerId);
    const context: HomeContext = { traits: home.traits, occupants: owner ? [owner.person] : [] };
    const affinity = affinityOf(homeScoreExplained(entry.person, context, 'pro', entry.search?.accessible ?? false));
    for (const recipientId of await homeRecipients(db, row)) {
      if (recipientId === seekerId) continue;
      if (!affinityAllows(affinity, (await homeSettings(db, home.id, recipientId)).threshold, context.occupants.length)) continue;
      result.push({ recipientId, kind: 'seeker', subjectId: seekerId, homeId: home.id, affinity });
    }
  }
  return result;
}

/** Runs one job: answers how many new pending alerts it made. */
export async function runJob(db: Db, job: { kind: string; subject_id: number }, pace: Pace = UNPACED): Promise<number> {
  const rows = job.kind === 'home' ? await seekersForHome(db, job.subject_id, pace) : job.kind === 'seeker' ? await landlordsForSeeker(db, job.subject_id, pace) : [];
  return insertPending(db, rows, pace);
}
