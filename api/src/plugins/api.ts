import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { HttpError, MESSAGES } from '../lib/errors';
import accordances from '../modules/accordances';
import adverts from '../modules/adverts';
import alerts from '../modules/alerts';
import analytics from '../modules/analytics';
import auth from '../modules/auth';
import browse from '../modules/browse';
import cities from '../modules/cities';
import contact from '../modules/contact';
import groups from '../modules/groups';
import health from '../modules/health';
import retention from '../modules/retention';
import homes from '../modules/homes';
import matching from '../modules/matching';
import marketing from '../modules/marketing';
import messaging from '../modules/messaging';
import moderation from '../modules/moderation';
import images from '../modules/images';
import newsletter from '../modules/newsletter';
import notifications from '../modules/notifications';
import offers from '../modules/offers';
import options from '../modules/options';
import mandates from '../modules/mandates';
import payments from '../modules/payments';
import bankAccounts from '../modules/bank-accounts';
import tenantFile from '../modules/tenant-file';
import tenantSpace from '../modules/tenant-space';
import profiles from '../modules/profiles';
import properties from '../modules/properties';
import rentals from '../modules/rentals';
import searches from '../modules/searches';
import site from '../modules/site';
import sandboxMailbox from '../modules/sandbox-mailbox';
import users from '../modules/users';
import visits from '../modules/visits';
import session from './session';

/** Everything under /api: session loading, per-route rate limits, one plugin per domain. */
export default async function api(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    // Only the routes that ask for it (config.rateLimit) are limited.
    global: false,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
    ...(await sharedCounters(app)),
  });
  await app.register(session);
  await app.register(auth);
  await app.register(users);
  await app.register(profiles);
  await app.register(homes);
  await app.register(searches);
  await app.register(images);
  await app.register(offers);
  await app.register(matching);
  await app.register(accordances);
  await app.register(groups);
  await app.register(visits);
  await app.register(messaging);
  await app.register(properties);
  await app.register(moderation);
  await app.register(marketing);
  await app.register(adverts);
  await app.register(rentals);
  await app.register(payments);
  await app.register(mandates);
  await app.register(bankAccounts);
  await app.register(tenantFile);
  await app.register(tenantSpace);
  await app.register(notifications);
  await app.register(alerts);
  await app.register(options);
  await app.register(cities);
  await app.register(browse);
  await app.register(newsletter);
  await app.register(contact);
  await app.register(analytics);
  await app.register(site);
  await app.register(sandboxMailbox);
  await app.register(health);
  await app.register(retention);
}

/**
 * With REDIS_URL the per-address counters live in Redis, so that a limit holds across the API
 * instances behind one address (in memory, each instance would allow its own share). If Redis
 * fails, requests go through unlimited rather than fail: sign-in keeps its per-account lock,
 * which is in the database.
 */
async function sharedCounters(app: FastifyInstance): Promise<{ redis?: Redis; nameSpace?: string; skipOnError?: boolean }> {
  const url = app.config.redisUrl;
  if (!url) return {};
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', (err) => app.log.error({ err }, 'rate-limit redis connection error'));
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'toitpartage:rate:', skipOnError: true };
}
