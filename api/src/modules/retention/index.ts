/*
 * The retention job, a minute after start and then every hour, off the request path: expired rows
 * and connections older than a year (purgeExpired), accounts without a visit for three years (a warning, then deletion) and newsletter
 * subscriptions without contact for three years. Each step is idempotent or claims its rows, so
 * instances need no coordination; each is bounded per run, so a run stays short.
 */
import type { FastifyPluginAsync } from 'fastify';
import { deleteDormantAccounts, warnDormantAccounts } from './dormancy';
import { purgeStaleNewsletterSubscriptions } from './newsletter';
import { purgeExpired } from './purge';

export { purgeExpired, EXPIRED_LINK_KEPT_MS, THROTTLE_LOG_KEPT_MS, type Purged } from './purge';
export { warnDormantAccounts, deleteDormantAccounts, DORMANCY_BATCH, type DormancyDeps } from './dormancy';
export { purgeStaleNewsletterSubscriptions, NEWSLETTER_BATCH } from './newsletter';
export { dormancyCutoffs, deletionFrom, shiftMonths, DORMANT_MONTHS } from './dormancy-rules';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

const retentionModule: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, dataDir: app.config.dataDir, log: app.log };
  let closed = false;
  const step = async (name: string, work: () => Promise<unknown>) => {
    if (closed) return;
    try {
      const done = await work();
      const total = typeof done === 'number' ? done : Object.values(done as Record<string, number>).reduce((sum, n) => sum + n, 0);
      if (total > 0) app.log.info({ [name]: done }, `retention: ${name}`);
    } catch (err) {
      app.log.error({ err }, `retention ${name} failed`);
    }
  };
  let running = false;
  const run = async () => {
    // A run longer than the hour (a slow mail server) does not overlap the next one.
    if (running) return;
    running = true;
    try {
      await step('purged', () => purgeExpired(app.db));
      await step('dormant accounts deleted', () => deleteDormantAccounts(deps));
      await step('dormant accounts warned', () => warnDormantAccounts(deps));
      await step('newsletter subscriptions purged', () => purgeStaleNewsletterSubscriptions(app.db));
    } finally {
      running = false;
    }
  };
  let every: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    void run();
    every = setInterval(() => void run(), EVERY_MS);
    every.unref();
  }, FIRST_RUN_MS);
  first.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(first);
    if (every) clearInterval(every);
  });
};

export default retentionModule;
