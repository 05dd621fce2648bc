// What the home steps edit, as typed (numbers stay text until saved), and how it becomes the
// partial HomeUpdate bodies of the wire contract. Limits are those of the API (homes/schemas.ts).
import type { City, Home, HomeUpdate, Room, RoomInput } from '@coloc/shared';
import type { TextKey } from '../../../i18n/fr';

export const LIMITS = {
  nameLength: 120,
  addressLength: 200,
  postalCodeLength: 10,
  descriptionMin: 20,
  descriptionMax: 4000,
  wishesMax: 1000,
  roomNameLength: 60,
  rooms: 20,
  homeSurface: [1, 5000],
  bedroomCount: [0, 50],
  floor: [-5, 200],
  roomSurface: [1, 500],
  rent: [0, 10000],
  charges: [0, 5000],
} as const;

/** Country id of metropolitan France in the option lists (SPEC 3). */
const FRANCE = 6;

export type Errors<K extends string> = Partial<Record<K, TextKey>>;

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => (typeof value === 'object' && value !== null ? hasErrors(value) : !!value));
}

/** "12,5" or "12.5" as typed; null when empty, NaN when it is not a number. */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

const inRange = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** An optional number in a range: the error key, or null. */
function numberError(text: string, range: readonly [number, number], invalid: TextKey, integer = false): TextKey | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  if (Number.isNaN(value) || (integer && !Number.isInteger(value)) || !inRange(value, range)) return invalid;
  return null;
}

// ---------------------------------------------------------------- address

export interface AddressDraft {
  name: string;
  address: string;
  address2: string;
  postal_code: string;
  city: City | null;
}

/**
 * The chosen city as the combobox needs it. The home only keeps the city's id, name and country:
 * the département is unknown here, so the label is the name alone until another city is chosen.
 */
export function cityOfHome(home: Pick<Home, 'city' | 'country' | 'details'> | null): City | null {
  const id = home?.details?.city_id;
  if (!id || !home?.city) return null;
  return { id, name: home.city, country_id: home.country ?? FRANCE, admin1_code: null, admin1_name: null, admin2_code: null, admin2_name: null };
}

export function addressDraftOf(home: Home | null): AddressDraft {
  return {
    name: home?.name ?? '',
    address: home?.address ?? '',
    address2: home?.address2 ?? '',
    postal_code: home?.postal_code ?? '',
    city: cityOfHome(home),
  };
}

export type AddressField = keyof AddressDraft;

export function addressErrors(draft: AddressDraft, { withName }: { withName: boolean }): Errors<AddressField> {
  const errors: Errors<AddressField> = {};
  if (withName && !draft.name.trim()) errors.name = 'listing.address.nameRequired';
  if (!draft.address.trim()) errors.address = 'listing.address.addressRequired';
  const postalCode = draft.postal_code.trim();
  if (!postalCode) errors.postal_code = 'listing.address.postalCodeRequired';
  else if ((draft.city?.country_id ?? FRANCE) === FRANCE && !/^\d{5}$/.test(postalCode)) errors.postal_code = 'listing.address.postalCodeFrance';
  if (!draft.city) errors.city = 'listing.address.cityRequired';
  return errors;
}

export function addressUpdate(draft: AddressDraft, { withName }: { withName: boolean }): HomeUpdate {
  return {
    ...(withName ? { name: orNull(draft.name) } : {}),
    address: orNull(draft.address),
    address2: orNull(draft.address2),
    postal_code: orNull(draft.postal_code),
    city_id: draft.city?.id ?? null,
  };
}

// ---------------------------------------------------------------- home details

export interface DetailsDraft {
  home_type: number | null;
  surface: string;
  bedroom_count: string;
  floor: string;
  elevator: boolean;
  furnished: boolean;
  amenities: number[];
}

export function detailsDraftOf(home: Home | null): DetailsDraft {
  const details = home?.details;
  return {
    home_type: details?.home_type ?? null,
    surface: textOf(details?.surface),
    bedroom_count: textOf(details?.bedroom_count),
    floor: textOf(details?.floor),
    elevator: details?.elevator ?? false,
    furnished: details?.furnished ?? false,
    amenities: details?.amenities ?? [],
  };
}

export type DetailsField = 'home_type' | 'surface' | 'bedroom_count' | 'floor';

export function detailsErrors(draft: DetailsDraft, { withFloor }: { withFloor: boolean }): Errors<DetailsField> {
  const errors: Errors<DetailsField> = {};
  if (draft.home_type === null) errors.home_type = 'listing.required';
  const surface = numberError(draft.surface, LIMITS.homeSurface, 'listing.details.surfaceInvalid');
  if (surface) errors.surface = surface;
  const bedrooms = numberError(draft.bedroom_count, LIMITS.bedroomCount, 'listing.details.bedroomCountInvalid', true);
  if (bedrooms) errors.bedroom_count = bedrooms;
  if (withFloor) {
    const floor = numberError(draft.floor, LIMITS.floor, 'listing.details.floorInvalid', true);
    if (floor) errors.floor = floor;
  }
  return errors;
}

export function detailsUpdate(draft: DetailsDraft, { withFloor }: { withFloor: boolean }): HomeUpdate {
  return {
    home_type: draft.home_type,
    surface: parseDecimal(draft.surface),
    bedroom_count: parseDecimal(draft.bedroom_count),
    furnished: draft.furnished,
    amenities: draft.amenities,
    ...(withFloor ? { floor: parseDecimal(draft.floor), elevator: draft.elevator } : {}),
  };
}

// ---------------------------------------------------------------- texts and services

export function descriptionError(description: string, { required }: { required: boolean }): TextKey | null {
  const length = description.trim().length;
  if (!required && length === 0) return null;
  return length < LIMITS.descriptionMin ? 'listing.texts.descriptionShort' : null;
}

// ---------------------------------------------------------------- rooms

export interface RoomDraft {
  /** React key: the room's id, or a local one until it is saved. */
  key: string;
  id?: number;
  number: number;
  name: string;
  surface: string;
  available_from: string;
  furnished: boolean;
  private_bathroom: boolean;
  private_toilets: boolean;
  rent: string;
  charges: string;
}

/** Which part of a room a step edits: what it shows is what it sends. */
export type RoomPart = 'details' | 'rent';
export type RoomField = 'name' | 'surface' | 'available_from' | 'rent' | 'charges';

export function roomDraftOf(room: Room): RoomDraft {
  return {
    key: `room-${room.id}`,
    id: room.id,
    number: room.number,
    name: room.name ?? '',
    surface: textOf(room.surface),
    available_from: room.available_from ?? '',
    furnished: room.furnished,
    private_bathroom: room.private_bathroom,
    private_toilets: room.private_toilets,
    rent: textOf(room.rent),
    charges: textOf(room.charges),
  };
}

export function roomDraftsOf(home: Home | null): RoomDraft[] {
  return [...(home?.rooms ?? [])].sort((a, b) => a.number - b.number).map(roomDraftOf);
}

let newRoomCount = 0;

/**
 * The rooms of annonce-chambres: those saved, else as many blank rooms as the bedroom count chosen
 * in annonce-description (up to LIMITS.rooms), so the owner does not count them twice.
 */
export function chambresDraftsOf(home: Home | null): RoomDraft[] {
  const saved = roomDraftsOf(home);
  if (saved.length > 0) return saved;
  const count = Math.min(Math.max(0, Math.floor(home?.details?.bedroom_count ?? 0)), LIMITS.rooms);
  const drafts: RoomDraft[] = [];
  for (let index = 0; index < count; index += 1) drafts.push(newRoomDraft(drafts, home?.details?.furnished ?? false));
  return drafts;
}

/** A blank room with the lowest free number (its letter: A for 0), furnished like the home. */
export function newRoomDraft(rooms: readonly RoomDraft[], furnished = false): RoomDraft {
  const used = new Set(rooms.map((room) => room.number));
  let number = 0;
  while (used.has(number)) number += 1;
  newRoomCount += 1;
  return {
    key: `new-${newRoomCount}`,
    number,
    name: '',
    surface: '',
    available_from: '',
    furnished,
    private_bathroom: false,
    private_toilets: false,
    rent: '',
    charges: '',
  };
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Errors by room key; a rent is required wherever rents are asked (0 for housing against services). */
export function roomErrors(rooms: readonly RoomDraft[], parts: readonly RoomPart[]): Record<string, Errors<RoomField>> {
  const all: Record<string, Errors<RoomField>> = {};
  for (const room of rooms) {
    const errors: Errors<RoomField> = {};
    if (parts.includes('details')) {
      const surface = numberError(room.surface, LIMITS.roomSurface, 'listing.rooms.surfaceInvalid');
      if (surface) errors.surface = surface;
      if (room.available_from && !isDate(room.available_from)) errors.available_from = 'listing.rooms.availableFromInvalid';
    }
    if (parts.includes('rent')) {
      const rent = room.rent.trim() === '' ? 'listing.rooms.rentRequired' : numberError(room.rent, LIMITS.rent, 'listing.rooms.rentInvalid');
      if (rent) errors.rent = rent;
      const charges = numberError(room.charges, LIMITS.charges, 'listing.rooms.chargesInvalid');
      if (charges) errors.charges = charges;
    }
    if (hasErrors(errors)) all[room.key] = errors;
  }
  return all;
}

/** The whole list for PUT /api/homes (rooms left out are deleted; fields left out keep their value). */
export function roomInputs(rooms: readonly RoomDraft[], parts: readonly RoomPart[]): RoomInput[] {
  return rooms.map((room) => ({
    ...(room.id !== undefined ? { id: room.id } : {}),
    number: room.number,
    ...(parts.includes('details')
      ? {
          name: orNull(room.name),
          surface: parseDecimal(room.surface),
          available_from: room.available_from || null,
          furnished: room.furnished,
          private_bathroom: room.private_bathroom,
          private_toilets: room.private_toilets,
        }
      : {}),
    ...(parts.includes('rent') ? { rent: parseDecimal(room.rent), charges: parseDecimal(room.charges) } : {}),
  }));
}

// ---------------------------------------------------------------- completeness

/**
 * What keeps a home below step 3 (the server's rule: address and a known city, a description of
 * 20 characters and a room with a rent, a photo), as texts to list.
 */
export function missingItems(home: Home): TextKey[] {
  const missing: TextKey[] = [];
  if (!home.address?.trim()) missing.push('listing.recap.missingAddress');
  if (!home.details?.city_id) missing.push('listing.recap.missingCity');
  if ((home.details?.description?.trim().length ?? 0) < LIMITS.descriptionMin) missing.push('listing.recap.missingDescription');
  if (!home.rooms.some((room) => room.rent !== null)) missing.push('listing.recap.missingRent');
  if (home.image_orders.length === 0) missing.push('listing.recap.missingPhoto');
  return missing;
}
