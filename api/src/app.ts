import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config';
import { createDb, type Db } from './db';
import { migrateToLatest } from './db/migrations';
import { DomainEventBus } from './lib/domain-events';
import { nullableAwareSerializer } from './lib/response-serializer';
import { createMailer, type Mailer } from './mail';
import api from './plugins/api';
import csrf from './plugins/csrf';
import errors, { handleError } from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import swagger from './plugins/swagger';
import web from './plugins/web';
import { createPageCache, type PageCache } from './plugins/page-cache';
import { trackInFlight, type InFlight } from './plugins/in-flight';
import imageServing from './modules/images/serve';
import { seoPlugin } from './modules/browse';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    events: DomainEventBus;
    pageCache: PageCache;
    /** Requests being served now: background work gives way to them. */
    inFlight: InFlight;
  }
}

export type App = FastifyInstance;

export interface AppDependencies {
  /** An already migrated database owned by the caller; otherwise one is opened, migrated and closed with the app. */
  db?: Db;
}

/** A ready Fastify instance (not listening). */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // Fastify accepts a hop count at run time although its typings omit number.
    trustProxy: config.trustProxy as boolean | string,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or too long URL is refused by the router itself: same French { error } body.
    frameworkErrors: handleError,
    // Nullable response fields serialized by a null check instead of a schema validation.
    schemaController: { compilersFactory: { buildSerializer: nullableAwareSerializer() } },
    ajv: {
      customOptions: {
        // Unknown properties are an error where a schema says additionalProperties: false,
        // instead of Fastify's default of silently dropping them.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        // All errors, so that the message can name the first field in form order.
        allErrors: true,
        // "Infinity" or 1e999 is no number for us: without this, ajv lets it through as an integer.
        strictNumbers: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ownsDb = deps.db === undefined;
  const db = deps.db ?? createDb(config);
  try {
    if (ownsDb) await migrateToLatest(db);

    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('mailer', createMailer(config, app.log));
    app.decorate('events', new DomainEventBus((err, name) => app.log.error({ err, event: name }, 'domain event listener failed')));
    app.decorate('pageCache', createPageCache({ ttlMs: config.pageCacheTtlMs }));
    app.decorate('inFlight', trackInFlight(app));
    // A write that succeeded may change what a public page shows (an advert edited, unpublished).
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) app.pageCache.clear();
      done();
    });
    app.addHook('onClose', async () => {
      await app.mailer.close();
      if (ownsDb) await db.destroy();
    });

    await app.register(errors);
    await app.register(securityHeaders);
    await app.register(csrf);
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Quality 4 compresses text almost as well as the default 11 at a fraction of the CPU.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(cookie);
    await app.register(swagger);
    await app.register(api, { prefix: '/api' });
    await app.register(imageServing);
    // robots.txt and the sitemap, before the web plugin's /* catch-all would serve the SPA for them.
    await app.register(seoPlugin);
    await app.register(web);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDb) await db.destroy().catch(() => undefined);
    throw error;
  }
  return app as unknown as App;
}
