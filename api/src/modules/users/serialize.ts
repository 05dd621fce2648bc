import type { Db } from '../../db';
import { toBool } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { HomeRow, SearchRow } from '../../db/types';
import type { UserRow } from '../../db/types';
import { loadHomeObject } from '../homes';
import { toProfileObject } from '../profiles';
import { ensureProfile } from '../profiles';
import { toSearchObject } from '../searches';
import { scaStatusOf } from '../bank-accounts';
import { userSubscriptions } from '../payments';
import type { UserObject } from '@coloc/contract/users/schemas';

type StaffRole = NonNullable<UserObject['staff_role']>;
const STAFF_ROLES: readonly string[] = ['support', 'moderator'] satisfies StaffRole[];

/** The column is free text: anything but a known role reads as no role. */
function staffRoleOf(value: string | null): StaffRole | null {
  return value !== null && STAFF_ROLES.includes(value) ? (value as StaffRole) : null;
}

// The reads of every GET /api/users/myself, compiled once (see db/prepared).
const firstHomeOf = preparedQuery(['userId'], (db, { userId }: { userId: number }) => db.selectFrom('homes').selectAll().where('user_id', '=', userId).orderBy('id').limit(1));
const ownSearch = preparedQuery(['searchId', 'userId'], (db, { searchId, userId }: { searchId: number; userId: number }) =>
  db.selectFrom('searches').selectAll().where('id', '=', searchId).where('user_id', '=', userId),
);
const completeMandatesOf = preparedQuery(['agentId'], (db, { agentId }: { agentId: number }) =>
  db.selectFrom('mandates').select((eb) => eb.fn.countAll<number | string>().as('count')).where('agent_id', '=', agentId).where('status', '=', 'complete'),
);
const avatarPublicId = preparedQuery(['imageId'], (db, { imageId }: { imageId: number }) => db.selectFrom('images').select('public_id').where('id', '=', imageId));

/** The user object of GET /api/users/myself, also returned by sign-up, sign-in and PUT. */
export async function toUserObject(db: Db, user: UserRow): Promise<UserObject> {
  const firstHome = firstHomeOf.executeTakeFirst(db, { userId: user.id }) as Promise<HomeRow | undefined>;
  const [home, subscriptions, profile, search, scaStatus, managed, avatarImage] = await Promise.all([
    firstHome,
    userSubscriptions(db, user.id),
    ensureProfile(db, user.id),
    // The user_id condition keeps a stale or tampered search_id from exposing someone else's search.
    user.search_id === null
      ? undefined
      : (ownSearch.executeTakeFirst(db, { searchId: user.search_id, userId: user.id }) as Promise<SearchRow | undefined>),
    // Without any home, a seeker has no home of their own: the SCA rule then needs no query.
    firstHome.then((first) => scaStatusOf(db, user, { hasHome: first !== undefined })),
    // SPEC 2.7: a manager or agency running a home under a complete mandate gets « Agenda ».
    completeMandatesOf.executeTakeFirst(db, { agentId: user.id }) as Promise<{ count: number | string } | undefined>,
    // What the avatar's URL names (issue 17, finding 4): the sequential id only serves actions.
    user.avatar_image_id === null
      ? undefined
      : (avatarPublicId.executeTakeFirst(db, { imageId: user.avatar_image_id }) as Promise<{ public_id: string } | undefined>),
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
        : { id: user.avatar_image_id, public_id: avatarImage?.public_id ?? null, color: user.avatar_color, approved: toBool(user.avatar_approved) },
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
