// How an AdvertCard reads in a list: its place, rent, rooms and availability, and its photo sources.
import { formatDay, formatEuro, IMAGE_SIZES, imageUrl, type AdvertCard } from '@coloc/shared';

/** « Lyon 4e », « Villeurbanne »: the district the API gives (the city when it has none). */
export function cardPlace(card: Pick<AdvertCard, 'city' | 'district'>): string {
  return card.district?.trim() || card.city?.trim() || 'France';
}

function euros(value: number): string {
  return formatEuro(value, Number.isInteger(value) ? 0 : 2);
}

/** « 450 € »: the lowest rent of the card, when it has one above zero. */
export function cardRentAmount(card: Pick<AdvertCard, 'rent_min'>): string | null {
  return card.rent_min !== null && card.rent_min > 0 ? euros(card.rent_min) : null;
}

/** « dès 450 € / mois », « Sans loyer » (housing for services), « Loyer non communiqué ». */
export function cardRent(card: Pick<AdvertCard, 'rent_min'>): string {
  const amount = cardRentAmount(card);
  if (amount) return `dès ${amount} / mois`;
  return card.rent_min === null ? 'Loyer non communiqué' : 'Sans loyer';
}

/** « 2 chambres libres sur 4 », « 1 chambre libre », « 3 chambres ». */
export function cardRooms(card: Pick<AdvertCard, 'rooms_available' | 'room_count'>): string | null {
  const { rooms_available: free, room_count: all } = card;
  if (free > 0) {
    const text = free === 1 ? '1 chambre libre' : `${free} chambres libres`;
    return all > free ? `${text} sur ${all}` : text;
  }
  if (all <= 0) return null;
  return all === 1 ? '1 chambre' : `${all} chambres`;
}

/** « Disponible maintenant », « Disponible dès le 1 septembre 2026 », « Complet pour le moment ». */
export function cardAvailability(card: Pick<AdvertCard, 'rooms_available' | 'available_from'>): { text: string; now: boolean } {
  if (card.rooms_available > 0) return { text: 'Disponible maintenant', now: true };
  if (card.available_from) {
    const date = formatDay(card.available_from, 'long');
    if (date) return { text: `Disponible dès le ${date}`, now: false };
  }
  return { text: 'Complet pour le moment', now: false };
}

// Photos are 4:3; a card is at most about 24rem wide, so the list never asks for more than 960 px.
const CARD_WIDTHS = [320, 480, 640, 960];
const CARD_SIZES = IMAGE_SIZES.filter(([width, height]) => CARD_WIDTHS.includes(width) && width * 3 === height * 4);

/** One column on phones, two on tablets, three from 1024 px in a 72rem container. */
export const CARD_IMAGE_SIZES = '(max-width: 639px) calc(100vw - 2rem), (max-width: 1023px) calc(50vw - 2rem), 23rem';

export function cardPhoto(id: string): { src: string; srcSet: string; width: number; height: number } {
  return {
    src: imageUrl(id, 480, 360),
    srcSet: CARD_SIZES.map(([width, height]) => `${imageUrl(id, width, height)} ${width}w`).join(', '),
    width: 480,
    height: 360,
  };
}
