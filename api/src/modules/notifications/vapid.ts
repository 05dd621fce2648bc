import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db';

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

export const VAPID_PUBLIC_KEY_SETTING = 'vapid_public_key';
export const VAPID_PRIVATE_KEY_SETTING = 'vapid_private_key';

async function readKeys(db: Db): Promise<Partial<VapidKeys>> {
  const rows = await db
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'in', [VAPID_PUBLIC_KEY_SETTING, VAPID_PRIVATE_KEY_SETTING])
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { publicKey: value(VAPID_PUBLIC_KEY_SETTING), privateKey: value(VAPID_PRIVATE_KEY_SETTING) };
}

function complete(keys: Partial<VapidKeys>): keys is VapidKeys {
  return Boolean(keys.publicKey && keys.privateKey);
}

/**
 * The VAPID pair of this installation, made on first start. Browsers tie each subscription to the
 * public key, so it must never change and every instance must use the same one: both rows go in
 * one insert-if-absent statement (atomic, and the first row's conflict settles a race the same way
 * for the second), then whatever is stored wins.
 */
export async function ensureVapidKeys(db: Db, generate: () => VapidKeys = webpush.generateVAPIDKeys): Promise<VapidKeys> {
  const existing = await readKeys(db);
  if (complete(existing)) return existing;
  if (existing.publicKey || existing.privateKey) {
    // Generating the missing half would make a pair that does not match: an operator must fix it.
    throw new Error(`app_settings holds only one of ${VAPID_PUBLIC_KEY_SETTING} / ${VAPID_PRIVATE_KEY_SETTING}; store both or neither.`);
  }
  const fresh = generate();
  await db
    .insertInto('app_settings')
    .values([
      { key: VAPID_PUBLIC_KEY_SETTING, value: fresh.publicKey },
      { key: VAPID_PRIVATE_KEY_SETTING, value: fresh.privateKey },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await readKeys(db);
  if (!complete(stored)) throw new Error('The VAPID keys could not be stored in app_settings.');
  return stored;
}

/** The address the VAPID subject gives push services to reach the sender: the site when public, else its mailbox. */
export function vapidSubject(config: Pick<Config, 'publicUrl' | 'mailFrom'>): string {
  try {
    const url = new URL(config.publicUrl);
    // Push services refuse or warn about subjects they cannot reach.
    if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  } catch {
    // Not a URL: fall back to the mailbox.
  }
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}
