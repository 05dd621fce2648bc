/*
 * The retention job: purgeExpired a minute after start, then every hour, off the request path.
 * Deleting twice what another instance deleted is harmless, so instances need no coordination.
 */
import type { FastifyPluginAsync } from 'fastify';
import { purgeExpired } from './purge';

export { purgeExpired, EXPIRED_LINK_KEPT_MS, THROTTLE_LOG_KEPT_MS, type Purged } from './purge';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

const retentionModule: FastifyPluginAsync = async (app) => {
  const run = () => {
    purgeExpired(app.db)
      .then((purged) => {
        const total = Object.values(purged).reduce((sum, n) => sum + n, 0);
        if (total > 0) app.log.info({ purged }, 'expired rows purged');
      })
      .catch((err: unknown) => app.log.error({ err }, 'retention purge failed'));
  };
  let every: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    run();
    every = setInterval(run, EVERY_MS);
    every.unref();
  }, FIRST_RUN_MS);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    if (every) clearInterval(every);
  });
};

export default retentionModule;
