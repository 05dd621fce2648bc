import type { Db } from '../../db';
import type { TenantFileShareRow } from '../../db/tables/tenant-file';
import type { UserRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { TENANT_FILE_MESSAGES as M } from './messages';
import { shareByToken } from './share-links';

/** The file routes are the seekers' (coloc role, type & 1). */
export function seekerOf(user: UserRow | null): UserRow {
  if (!user) throw new HttpError(401, 'Vous devez être connecté.');
  if ((user.type & 1) === 0) throw new HttpError(403, M.seekersOnly);
  return user;
}

/** The link a token names, or the French 404 (never had) / 410 (revoked or replaced). */
export async function liveShare(db: Db, token: string): Promise<TenantFileShareRow> {
  const share = await shareByToken(db, token);
  if (!share) throw new HttpError(404, M.shareUnknown);
  if (share.revoked_at !== null) throw new HttpError(410, M.shareRevoked);
  return share;
}
