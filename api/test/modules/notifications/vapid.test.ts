import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { createDb } from '../../../src/db';
import { migrateToLatest } from '../../../src/db/migrations';
import { ensureVapidKeys, notificationsOf, vapidSubject } from '../../../src/modules/notifications';
import { createTestApp, type TestContext } from '../../helpers/app';

describe('VAPID keys', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const storedKeys = () => ctx.app.db.selectFrom('app_settings').selectAll().where('key', 'like', 'vapid_%').orderBy('key').execute();

  it('are made on first start, served without a session and kept when the app restarts on the same database', async () => {
    const rows = await storedKeys();
    expect(rows.map((row) => row.key)).toEqual(['vapid_private_key', 'vapid_public_key']);
    const publicKey = rows.find((row) => row.key === 'vapid_public_key')!.value;
    // An uncompressed P-256 point in base64url: what PushManager.subscribe takes as applicationServerKey.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ public_key: publicKey });

    await ctx.app.close();
    const again = await buildApp(ctx.config);
    try {
      expect(notificationsOf(again).publicKey).toBe(publicKey);
      expect((await again.inject({ method: 'GET', url: '/api/push/public-key' })).json()).toEqual({ public_key: publicKey });
      const rowsAfter = await again.db.selectFrom('app_settings').selectAll().where('key', 'like', 'vapid_%').execute();
      expect(rowsAfter).toHaveLength(2);
    } finally {
      await again.close();
    }
    // ctx.close() closes the first app again: harmless.
  });

  it('agree when two instances start together on an empty database', async () => {
    await ctx.app.db.deleteFrom('app_settings').execute();
    let n = 0;
    const generate = () => {
      n += 1;
      return { publicKey: `public-${n}`, privateKey: `private-${n}` };
    };
    const [a, b] = await Promise.all([ensureVapidKeys(ctx.app.db, generate), ensureVapidKeys(ctx.app.db, generate)]);
    expect(a).toEqual(b);
    expect(a.publicKey.replace('public', '')).toBe(a.privateKey.replace('private', ''));
    expect(await ensureVapidKeys(ctx.app.db, generate)).toEqual(a);
  });

  it('refuse to complete half a pair', async () => {
    await ctx.app.db.deleteFrom('app_settings').where('key', '=', 'vapid_private_key').execute();
    await expect(ensureVapidKeys(ctx.app.db)).rejects.toThrow(/only one of vapid_public_key/);
  });
});

describe('vapidSubject', () => {
  it('names the public site when it is https, else the sender mailbox', () => {
    expect(vapidSubject({ publicUrl: 'https://toitpartage.fr', mailFrom: 'x@y.fr' })).toBe('https://toitpartage.fr');
    expect(vapidSubject({ publicUrl: 'http://localhost:8080', mailFrom: 'Toit Partagé <bonjour@toitpartage.fr>' })).toBe(
      'mailto:bonjour@toitpartage.fr',
    );
    expect(vapidSubject({ publicUrl: 'https://localhost', mailFrom: 'equipe@toitpartage.fr' })).toBe('mailto:equipe@toitpartage.fr');
  });
});

describe('PWA files served from shell/dist', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const dist = path.join(ctx.config.webRoot, 'shell', 'dist');
    await fs.mkdir(dist, { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Toit Partagé</title>');
    await fs.writeFile(path.join(dist, 'sw.js'), "self.addEventListener('push', () => {});");
    await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Toit Partagé"}');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('revalidates the service worker and the manifest on every load, with their own content types', async () => {
    const sw = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});

describe('a second database', () => {
  it('gets its own keys', async () => {
    const a = await createTestApp();
    const b = await createTestApp();
    try {
      expect(notificationsOf(a.app).publicKey).not.toBe(notificationsOf(b.app).publicKey);
      // The keys live in the database, not in the process.
      const db = createDb(a.config);
      await migrateToLatest(db);
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'vapid_public_key').executeTakeFirstOrThrow();
      await db.destroy();
      expect(row.value).toBe(notificationsOf(a.app).publicKey);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
