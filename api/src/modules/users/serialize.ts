import type { Db } from '../../db';
import { toBool } from '../../db';
import type { UserRow } from '../../db/types';
import { toHomeObject } from '../homes/serialize';
import type { UserObject } from './schemas';

/** The user object of GET /api/users/myself, also returned by sign-up, sign-in and PUT. */
export async function toUserObject(db: Db, user: UserRow): Promise<UserObject> {
  const [home, subscriptions] = await Promise.all([
    db.selectFrom('homes').selectAll().where('user_id', '=', user.id).orderBy('id').limit(1).executeTakeFirst(),
    db
      .selectFrom('subscriptions')
      .select(['id', 'offer', 'valid_until'])
      .where('user_id', '=', user.id)
      .orderBy('valid_until')
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    name: user.name,
    type: user.type,
    registration_step: user.registration_step,
    search_id: user.search_id,
    avatar:
      user.avatar_image_id === null
        ? null
        : { id: user.avatar_image_id, color: user.avatar_color, approved: toBool(user.avatar_approved) },
    sca_status: user.sca_status,
    home_leased: toBool(user.home_leased),
    company: user.business_name ? { business_name: user.business_name } : null,
    home: home ? toHomeObject(home) : null,
    // Profiles and searches come with their own modules.
    profile: null,
    search: null,
    subscriptions,
    created_at: user.created_at,
  };
}
