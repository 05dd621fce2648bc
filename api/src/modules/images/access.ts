import { toBool, type Db } from '../../db';
import type { ImageRow, UserRow } from '../../db/types';
import { canEditHome } from '../homes';
import { isModerator } from '../../lib/moderators';

export type ImageAudience = 'everyone' | 'allowed' | 'nobody';

type Viewer = Pick<UserRow, 'id' | 'type' | 'staff_role'> | null;

/**
 * Who may see an image (issue 17, finding 4):
 * - a photo of a published advert, or an approved avatar in use: everyone;
 * - a photo of an advert not (or no longer) published: the home's landlords (owners, co-owners,
 *   managers with access, as `canEditHome`) and the moderators who review it;
 * - an avatar not approved, or no longer in use: its owner and the moderators.
 * Anyone else gets the same 404 as for an unknown image. Tenant-file documents are not images:
 * they are served by /api/tenant-file and /api/shared-files only.
 */
export async function imageAudience(db: Db, image: Pick<ImageRow, 'id' | 'user_id' | 'home_id' | 'kind'>, viewer: Viewer): Promise<ImageAudience> {
  if (image.kind === 'avatar') {
    const owner = await db.selectFrom('users').select(['avatar_image_id', 'avatar_approved']).where('id', '=', image.user_id).executeTakeFirst();
    if (owner && owner.avatar_image_id === image.id && toBool(owner.avatar_approved)) return 'everyone';
    return viewer && (viewer.id === image.user_id || isModerator(viewer)) ? 'allowed' : 'nobody';
  }
  const home = image.home_id === null ? undefined : await db.selectFrom('homes').selectAll().where('id', '=', image.home_id).executeTakeFirst();
  if (home && toBool(home.published)) return 'everyone';
  if (!viewer) return 'nobody';
  if (isModerator(viewer)) return 'allowed';
  if (!home) return viewer.id === image.user_id ? 'allowed' : 'nobody';
  return (await canEditHome(db, viewer, home)) ? 'allowed' : 'nobody';
}
