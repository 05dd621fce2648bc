import type { Db } from '../../db';
import { toBool } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { slugify } from '../../lib/text';
import type { HomeObject, UserObject } from './schemas';

function parseImageOrders(value: string): number[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function homePublicUrl(home: Pick<HomeRow, 'id' | 'city'>): string {
  const citySlug = home.city ? slugify(home.city) : '';
  return `/colocation-${citySlug || 'france'}/${home.id}`;
}

export function toHomeObject(home: HomeRow): HomeObject {
  return {
    id: home.id,
    user_id: home.user_id,
    name: home.name,
    address: home.address,
    address2: home.address2,
    postal_code: home.postal_code,
    city: home.city,
    country: home.country,
    step: home.step,
    is_coloc: toBool(home.is_coloc),
    published: toBool(home.published),
    moderation_status: home.moderation_status,
    mandate_status: home.mandate_status,
    offer: home.offer,
    image_orders: parseImageOrders(home.image_orders),
    public_url: homePublicUrl(home),
    // Owners list and rooms belong to the properties module; empty until it exists.
    owners_roles: [],
    notifications_advert: home.notifications_advert,
    notifications_agenda: home.notifications_agenda,
    rooms: [],
    reference_rent_auto: toBool(home.reference_rent_auto),
    reference_rent_month: home.reference_rent_month,
    inc_reference_rent_month: home.inc_reference_rent_month,
    dec_reference_rent_month: home.dec_reference_rent_month,
    created_at: home.created_at,
    updated_at: home.updated_at,
  };
}

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
