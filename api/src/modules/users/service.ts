// Deleting an account, for its owner (DELETE /users/{id}) and for the retention job (three years
// without a visit): one way, so that both remove the same things.
import type { Db } from '../../db';
import type { UserRow } from '../../db/types';
import { removeImageFiles } from '../images';
import { removeTenantFiles } from '../tenant-file';
import { accountImages, deleteAccount } from './store';

interface ErrorLog {
  error(obj: object, msg: string): void;
}

/**
 * The rows (deleteAccount: cascades and the rows keyed by e-mail), then the files of the
 * account's photos, its homes' photos and its tenant file.
 */
export async function eraseAccount(db: Db, dataDir: string, user: Pick<UserRow, 'id' | 'email'>, log: ErrorLog): Promise<void> {
  const images = await accountImages(db, user.id);
  await deleteAccount(db, user);
  // After the commit: a failed file removal leaves orphan files, never a half-deleted account.
  await removeImageFiles(dataDir, images).catch((error: unknown) => {
    log.error({ err: error, userId: user.id }, 'image files of a deleted account not removed');
  });
  await removeTenantFiles(dataDir, user.id).catch((error: unknown) => {
    log.error({ err: error, userId: user.id }, 'tenant file documents of a deleted account not removed');
  });
}
