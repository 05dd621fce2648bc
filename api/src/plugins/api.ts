import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../lib/errors';
import analytics from '../modules/analytics';
import auth from '../modules/auth';
import cities from '../modules/cities';
import contact from '../modules/contact';
import health from '../modules/health';
import newsletter from '../modules/newsletter';
import options from '../modules/options';
import site from '../modules/site';
import users from '../modules/users';
import session from './session';

/** Everything under /api: session loading, per-route rate limits, one plugin per domain. */
export default async function api(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    // Only the routes that ask for it (config.rateLimit) are limited.
    global: false,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
  });
  await app.register(session);
  await app.register(auth);
  await app.register(users);
  await app.register(options);
  await app.register(cities);
  await app.register(newsletter);
  await app.register(contact);
  await app.register(analytics);
  await app.register(site);
  await app.register(health);
}
