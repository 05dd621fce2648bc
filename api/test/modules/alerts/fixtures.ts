import fs from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../../../src/app';
import { nowIso, type Db } from '../../../src/db';
import { seedDemoAccounts } from '../../../src/db/seed';
import { seedCities } from '../../../src/db/seed/cities';
import type { PushSender, PushTarget } from '../../../src/modules/notifications';
import { alertsOf } from '../../../src/modules/alerts';

export const SEEKER_EMAIL = 'coloc@demo.toitpartage.fr';
export const OWNER_EMAIL = 'proprio@demo.toitpartage.fr';

/** Cities and the demo accounts (the seeker looks in Lyon, 350–650 € a room, eco-living). */
export async function seedWorld(app: App): Promise<void> {
  await seedCities(app.db);
  await seedDemoAccounts(app.db);
  await moveCursorToEnd(app.db);
}

/** What the seeds wrote is not news: the alerts read the change log from here on. */
export async function moveCursorToEnd(db: Db): Promise<void> {
  const max = await db.selectFrom('match_changes').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const end = Number(max?.max ?? 0);
  await db.updateTable('alert_cursors').set({ last_id: end, floor_id: end }).execute();
}

export async function userId(db: Db, email: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** A complete Lyon home of the demo owner, waiting for moderation (or published). */
export async function lyonHome(db: Db, ownerId: number, options: { published?: boolean; rent?: number; name?: string } = {}): Promise<number> {
  const lyon = await db.selectFrom('cities').select(['id', 'name', 'lat', 'lng']).where('name', '=', 'Lyon').orderBy('population', 'desc').executeTakeFirstOrThrow();
  const now = nowIso();
  const home = await db
    .insertInto('homes')
    .values({
      user_id: ownerId,
      name: options.name ?? 'Colocation des Pentes',
      address: '3 rue des Tables Claudiennes',
      postal_code: '69001',
      city: lyon.name,
      country: 75,
      city_id: lyon.id,
      lat: lyon.lat,
      lng: lyon.lng,
      step: 3,
      is_coloc: 0,
      published: options.published ? 1 : 0,
      moderation_status: options.published ? 'accepted' : 'pending',
      ecoloc: '[1,3,4]',
      description: 'Grand appartement lumineux sur les pentes de la Croix-Rousse, proche du métro.',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('rooms')
    .values({ home_id: home.id, number: 0, rent: options.rent ?? 450, charges: 30, created_at: now, updated_at: now })
    .execute();
  return home.id;
}

export async function publish(db: Db, homeId: number): Promise<void> {
  await db.updateTable('homes').set({ published: 1, moderation_status: 'accepted', moderated_at: nowIso() }).where('id', '=', homeId).execute();
}

export interface FakePush extends PushSender {
  sent: Array<{ target: PushTarget; payload: Record<string, unknown> }>;
}

export function fakePush(app: App): FakePush {
  const sender: FakePush = {
    sent: [],
    async send(target, payload) {
      sender.sent.push({ target, payload: JSON.parse(payload) as Record<string, unknown> });
    },
  };
  alertsOf(app).useSender(sender);
  return sender;
}

export async function outbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).sort().map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}
