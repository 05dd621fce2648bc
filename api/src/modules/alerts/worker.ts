/*
 * The alerts job, off the request path: each tick reads the change log into jobs, runs the jobs it
 * claims, then sends what is due. Everything it needs between ticks is in the database, so a
 * restart only delays it. Jobs are claimed like pending alerts, by one conditional update; a claim
 * older than STALE_CLAIM_MS (its instance died) is taken again, which is harmless because a job
 * only inserts pending rows that are unique per recipient and subject.
 */
import { randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../../db';
import { UNPACED, type Pace } from '../../lib/background-pace';
import { runJob } from './fanout';
import { sendDue, type SendContext } from './send';
import { watchChanges } from './watch';

const JOBS_PER_TICK = 20;
export const STALE_CLAIM_MS = 10 * 60 * 1000;

export interface TickResult {
  queued: number;
  jobs: number;
  pending: number;
  pushes: number;
  emails: number;
}

/** Claims up to `limit` jobs for this tick: each job goes to exactly one claimer. */
export async function claimJobs(db: Db, limit = JOBS_PER_TICK, now = new Date()): Promise<Array<{ id: number; kind: string; subject_id: number }>> {
  const token = randomBytes(12).toString('hex');
  const stale = nowIso(new Date(now.getTime() - STALE_CLAIM_MS));
  const candidates = await db
    .selectFrom('alert_jobs')
    .select(['id', 'claimed_at'])
    .where('done_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_at', '<', stale)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  if (candidates.length === 0) return [];
  for (const candidate of candidates) {
    // Conditional on what was read: of two instances, the second updates nothing.
    let update = db.updateTable('alert_jobs').set({ claimed_by: token, claimed_at: nowIso(now) }).where('id', '=', candidate.id).where('done_at', 'is', null);
    update = candidate.claimed_at === null ? update.where('claimed_by', 'is', null) : update.where('claimed_at', '=', candidate.claimed_at);
    await update.execute();
  }
  return db.selectFrom('alert_jobs').select(['id', 'kind', 'subject_id']).where('claimed_by', '=', token).where('done_at', 'is', null).orderBy('id').execute();
}

/** One pass; `pace` gives the requests way between slices of work (the timer's ticks use one). */
export async function tick(ctx: SendContext, at?: Date, pace: Pace = UNPACED): Promise<TickResult> {
  const now = at ?? new Date();
  const { db } = ctx;
  const queued = await watchChanges(db);
  const jobs = await claimJobs(db, JOBS_PER_TICK, now);
  let pending = 0;
  for (const job of jobs) {
    pending += await runJob(db, job, pace);
    await db.updateTable('alert_jobs').set({ done_at: nowIso() }).where('id', '=', job.id).execute();
  }
  // Without a given time, what the jobs just found counts as found before the sending.
  const sendAt = at ?? new Date();
  const pushes = await sendDue(ctx, 'push', sendAt, pace);
  const emails = await sendDue(ctx, 'email', sendAt, pace);
  return { queued, jobs: jobs.length, pending, pushes, emails };
}

/** Runs tick every `intervalMs`; the returned stop waits for a tick in progress. */
export function startWorker(run: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = run()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
