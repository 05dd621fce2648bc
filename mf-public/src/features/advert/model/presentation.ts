// How a PublicAdvert reads on the page: its kind, place, prices, room states, photo sources and meta.
import { formatEuro, hasRole, IMAGE_SIZES, imageUrl, isOwner, type AdvertRoom, type PublicAdvert, type User } from '@coloc/shared';

export type AdvertKind = 'services' | 'coloc' | 'whole';

/**
 * Housing for services first (it changes what is asked of the tenant); otherwise a colocation when
 * rooms are let separately or people already live there, else the whole home.
 */
export function advertKind(advert: Pick<PublicAdvert, 'pay_by_service' | 'is_coloc' | 'rooms' | 'flatmates'>): AdvertKind {
  if (advert.pay_by_service) return 'services';
  return sharesTheHome(advert) ? 'coloc' : 'whole';
}

export function sharesTheHome(advert: Pick<PublicAdvert, 'is_coloc' | 'rooms' | 'flatmates'>): boolean {
  return advert.is_coloc || advert.rooms.length > 1 || advert.flatmates.length > 0;
}

/** « Lyon 4e », « Lyon, Croix-Rousse », « Lyon »: the city and its district, never a street. */
export function placeName(advert: Pick<PublicAdvert, 'city' | 'district'>): string {
  const city = advert.city?.trim() || 'France';
  const district = advert.district?.trim();
  if (!district) return city;
  const lower = (text: string) => text.toLocaleLowerCase('fr-FR');
  // The API names arrondissements with their city ("Lyon 4e") and repeats the city when it has none.
  if (lower(district) === lower(city)) return city;
  if (lower(district).startsWith(`${lower(city)} `)) return district;
  // A bare arrondissement ("4e", "1er") reads as part of the city name; a neighbourhood follows a comma.
  return /^\d/.test(district) ? `${city} ${district}` : `${city}, ${district}`;
}

/** Whole euros without decimals, cents when there are some. */
export function euros(value: number): string {
  return formatEuro(value, Number.isInteger(value) ? 0 : 2);
}

export type PriceLine = { kind: 'none' } | { kind: 'single'; amount: number } | { kind: 'range'; min: number; max: number };

function priceLine(values: ReadonlyArray<number | null | undefined>): PriceLine {
  const known = values.filter((value): value is number => typeof value === 'number');
  if (known.length === 0) return { kind: 'none' };
  const min = Math.min(...known);
  const max = Math.max(...known);
  return min === max ? { kind: 'single', amount: min } : { kind: 'range', min, max };
}

/** The rents asked, from rent_min / rent_max (the server's free rooms). */
export function rentLine(advert: Pick<PublicAdvert, 'rent_min' | 'rent_max'>): PriceLine {
  return priceLine([advert.rent_min, advert.rent_max ?? advert.rent_min]);
}

/** Charges per room when the rooms state them, else the home's total. */
export function chargesLine(advert: Pick<PublicAdvert, 'rooms' | 'charges_total'>): { per: 'room' | 'home'; line: PriceLine } {
  const perRoom = priceLine(advert.rooms.filter((room) => room.available).map((room) => room.charges));
  if (perRoom.kind !== 'none') return { per: 'room', line: perRoom };
  return { per: 'home', line: priceLine([advert.charges_total]) };
}

export type RoomState = { kind: 'let' } | { kind: 'now' } | { kind: 'from'; date: string };

/** Let, free now, or free from a later day (`today` as YYYY-MM-DD, Paris). */
export function roomState(room: Pick<AdvertRoom, 'available' | 'available_from'>, today: string): RoomState {
  if (!room.available) return { kind: 'let' };
  if (room.available_from && room.available_from > today) return { kind: 'from', date: room.available_from };
  return { kind: 'now' };
}

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Paris as YYYY-MM-DD. */
export function parisToday(now: Date = new Date()): string {
  return parisDay.format(now);
}

/** Rooms still to let, the ones the title counts. */
export function freeRoomCount(advert: Pick<PublicAdvert, 'rooms'>): number {
  return advert.rooms.filter((room) => room.available).length;
}

// Photos are 4:3; the gallery asks the browser to pick among the sizes the image server accepts.
const GALLERY_WIDTHS = [640, 960, 1280, 1600];
const GALLERY_SIZES = IMAGE_SIZES.filter(([width, height]) => GALLERY_WIDTHS.includes(width) && width * 3 === height * 4);

export interface PhotoSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export function photoSources(id: string): PhotoSources {
  return {
    src: imageUrl(id, 960, 720),
    srcSet: GALLERY_SIZES.map(([width, height]) => `${imageUrl(id, width, height)} ${width}w`).join(', '),
    width: 1280,
    height: 960,
  };
}

export function thumbnailUrl(id: string): string {
  return imageUrl(id, 128, 128);
}

/** A signed-in person looking for a place: matching, visits. An owner-occupier counts as an owner. */
export function isSeeker(user: User | null): boolean {
  return !!user && hasRole(user, 'coloc') && !isOwner(user);
}

/** At most `max` characters, cut at a word, for the meta description. */
export function excerpt(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
