/*
 * Share links of a tenant file. A link's token is an HMAC of a random per-link nonce under the
 * installation's secret (app_settings), so the database never holds a usable token: the link is
 * found by the token's sha256, and the tenant's page rebuilds its URL from the nonce. One active
 * link per seeker; a new one revokes the previous, and revoked rows stay to answer « révoqué ».
 */
import { createHmac, randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../../db';
import type { TenantFileShareRow } from '../../db/tables/tenant-file';
import { sha256Hex } from '../../lib/crypto';

export const SHARE_SECRET_SETTING = 'tenant_file_share_secret';

const secrets = new WeakMap<Db, Promise<Buffer>>();

async function readOrCreateSecret(db: Db): Promise<Buffer> {
  const read = () => db.selectFrom('app_settings').select('value').where('key', '=', SHARE_SECRET_SETTING).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Insert-if-absent: concurrent first uses (or instances) settle on whichever row won.
    await db
      .insertInto('app_settings')
      .values({ key: SHARE_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`app_settings.${SHARE_SECRET_SETTING} could not be stored`);
  return Buffer.from(row.value, 'base64url');
}

/** The installation's secret for share tokens, made on first use and cached per database handle. */
export function shareSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrCreateSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** 43 characters of [A-Za-z0-9_-]: what the route table's `token` constraint accepts. */
export function tokenOf(secret: Buffer, nonce: string): string {
  return createHmac('sha256', secret).update(`tenant-file-share:${nonce}`).digest('base64url');
}

export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/dossier-locataire/${token}`;
}

export async function activeShare(db: Db, userId: number): Promise<TenantFileShareRow | undefined> {
  return db
    .selectFrom('tenant_file_shares')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The active link's URL (rebuilt from its nonce). */
export async function urlOfShare(db: Db, publicUrl: string, share: Pick<TenantFileShareRow, 'nonce'>): Promise<string> {
  return shareUrl(publicUrl, tokenOf(await shareSecret(db), share.nonce));
}

/** Revokes any active link of the seeker and makes a new one. */
export async function createShare(db: Db, userId: number, now: Date = new Date()): Promise<TenantFileShareRow> {
  const secret = await shareSecret(db);
  const nonce = randomBytes(18).toString('base64url');
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('tenant_file_shares').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    return trx
      .insertInto('tenant_file_shares')
      .values({ user_id: userId, token_hash: sha256Hex(tokenOf(secret, nonce)), nonce, created_at: at, revoked_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Revokes the active link; answers whether there was one. */
export async function revokeShare(db: Db, userId: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('tenant_file_shares')
    .set({ revoked_at: nowIso(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The link a token names, revoked or not; undefined for a token no link ever had. */
export async function shareByToken(db: Db, token: string): Promise<TenantFileShareRow | undefined> {
  return db.selectFrom('tenant_file_shares').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
}

export type ShareEvent = { kind: 'view' } | { kind: 'download'; documentId: number };

export async function logShareEvent(db: Db, shareId: number, event: ShareEvent, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('tenant_file_share_views')
    .values({ share_id: shareId, kind: event.kind, document_id: event.kind === 'download' ? event.documentId : null, viewed_at: nowIso(now) })
    .execute();
}

/** How often the link's file was opened, and when last. */
export async function shareViews(db: Db, shareId: number): Promise<{ views: number; last_viewed_at: string | null }> {
  const row = await db
    .selectFrom('tenant_file_share_views')
    .select((eb) => [eb.fn.countAll().as('views'), eb.fn.max('viewed_at').as('last')])
    .where('share_id', '=', shareId)
    .where('kind', '=', 'view')
    .executeTakeFirstOrThrow();
  return { views: Number(row.views ?? 0), last_viewed_at: (row.last as string | null) ?? null };
}
