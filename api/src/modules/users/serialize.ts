import type { Db } from '../../db';
import { toBool } from '../../db';
import type { UserRow } from '../../db/types';
import { loadHomeObject } from '../homes/serialize';
import { toProfileObject } from '../profiles/serialize';
import { ensureProfile } from '../profiles/store';
import { toSearchObject } from '../searches/serialize';
import { scaStatusOf } from '../bank-accounts/sca-status';
import { userSubscriptions } from '../payments/user-subscriptions';
import type { UserObject } from './schemas';

type StaffRole = NonNullable<UserObject['staff_role']>;
const STAFF_ROLES: readonly string[] = ['support', 'moderator'] satisfies StaffRole[];

/** The column is free text: anything but a known role reads as no role. */
function staffRoleOf(value: string | null): StaffRole | null {
  return value !== null && STAFF_ROLES.includes(value) ? (value as StaffRole) : null;
}

/** The user object of GET /api/users/myself, also returned by sign-up, sign-in and PUT. */
export async function toUserObject(db: Db, user: UserRow): Promise<UserObject> {
  const firstHome = db.selectFrom('homes').selectAll().where('user_id', '=', user.id).orderBy('id').limit(1).executeTakeFirst();
  const [home, subscriptions, profile, search, scaStatus, managed] = await Promise.all([
    firstHome,
    userSubscriptions(db, user.id),
    ensureProfile(db, user.id),
    // The user_id condition keeps a stale or tampered search_id from exposing someone else's search.
    user.search_id === null
      ? undefined
      : db.selectFrom('searches').selectAll().where('id', '=', user.search_id).where('user_id', '=', user.id).executeTakeFirst(),
    // Without any home, a seeker has no home of their own: the SCA rule then needs no query.
    firstHome.then((first) => scaStatusOf(db, user, { hasHome: first !== undefined })),
    // SPEC 2.7: a manager or agency running a home under a complete mandate gets « Agenda ».
    db.selectFrom('mandates').select((eb) => eb.fn.countAll<number | string>().as('count')).where('agent_id', '=', user.id).where('status', '=', 'complete').executeTakeFirst(),
  ]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    name: user.name,
    type: user.type,
    registration_step: user.registration_step,
    search_id: search ? search.id : null,
    avatar:
      user.avatar_image_id === null
        ? null
        : { id: user.avatar_image_id, color: user.avatar_color, approved: toBool(user.avatar_approved) },
    sca_status: scaStatus,
    home_leased: toBool(user.home_leased),
    company: user.business_name ? { business_name: user.business_name } : null,
    home: home ? await loadHomeObject(db, home) : null,
    profile: toProfileObject(profile),
    search: search ? toSearchObject(search) : null,
    subscriptions,
    staff_role: staffRoleOf(user.staff_role),
    managed_mandates: Number(managed?.count ?? 0),
    created_at: user.created_at,
  };
}
