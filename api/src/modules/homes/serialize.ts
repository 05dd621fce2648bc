import { toBool } from '../../db';
import type { HomeRow } from '../../db/types';
import { slugify } from '../../lib/text';
import type { HomeObject } from './schemas';

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

