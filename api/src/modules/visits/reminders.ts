import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../db';
import { loadParties, notifyVisit, type VisitMailContext } from './notify';
import { VISIT_LIMITS } from './schemas';

/** How often the API looks for visits to remind (a visit is reminded between 24 h and 23 h 50 before). */
export const REMINDER_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Mails both sides of every accepted visit starting within the next 24 hours, once: the
 * conditional update on reminder_sent_at decides which process sends it when several API
 * instances run the job at the same time. Answers how many visits were reminded.
 */
export async function sendDueReminders(app: VisitMailContext, now: Date = new Date()): Promise<number> {
  const { db } = app;
  const from = nowIso(now);
  const until = nowIso(new Date(now.getTime() + VISIT_LIMITS.reminderMs));
  const due = await db
    .selectFrom('visits')
    .selectAll()
    .where('status', '=', 'accepted')
    .where('reminder_sent_at', 'is', null)
    .where('starts_at', '>', from)
    .where('starts_at', '<=', until)
    .orderBy('starts_at')
    .execute();
  let sent = 0;
  for (const visit of due) {
    const claimed = await db
      .updateTable('visits')
      .set({ reminder_sent_at: from })
      .where('id', '=', visit.id)
      .where('reminder_sent_at', 'is', null)
      .where('status', '=', 'accepted')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const parties = await loadParties(db, visit);
    if (!parties) continue;
    notifyVisit(app, parties, { kind: 'reminder' });
    sent += 1;
  }
  return sent;
}

/** Runs sendDueReminders every REMINDER_INTERVAL_MS; the returned stop waits for a run in progress. */
export function startReminders(app: VisitMailContext & { log: FastifyBaseLogger }, intervalMs = REMINDER_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendDueReminders(app).catch((err: unknown) => app.log.error({ err }, 'visit reminders failed'));
  }, intervalMs);
  // The job never keeps the process (or a test run) alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
