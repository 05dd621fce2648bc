// The French sentences of the listings, written from the data (counts with the right plural, the
// département, the range of rents).
import { formatEuro, formatNumber, type CityPageData } from '@coloc/shared';
import type { BrowseFilters } from './browseQuery';

/** `plural(2, 'chambre disponible', 'chambres disponibles')` -> « 2 chambres disponibles ». */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count > 1 ? many : one}`;
}

function euros(value: number): string {
  return formatEuro(value, Number.isInteger(value) ? 0 : 2);
}

/**
 * From the rooms free today (`rooms_available`, never the let ones): « Colocation à Lyon : 23 chambres
 * disponibles », « … : 1 chambre disponible », « … : aucune chambre disponible pour le moment ».
 */
export function cityHeading(name: string, roomsAvailable: number): string {
  const rooms = roomsAvailable > 0 ? plural(roomsAvailable, 'chambre disponible', 'chambres disponibles') : 'aucune chambre disponible pour le moment';
  return `Colocation à ${name} : ${rooms}`;
}

/** « 23 colocations », « 1 colocation », « Aucune colocation ». */
export function resultCount(total: number): string {
  return total > 0 ? plural(total, 'colocation', 'colocations') : 'Aucune colocation';
}

/** « dans un rayon de 10 km », « dans la commune même » (rayon 0). */
export function radiusText(radius: number): string {
  return radius > 0 ? `dans un rayon de ${radius} km` : 'dans la commune même';
}

/**
 * « de 320 € à 780 € », « à 450 € »; « jusqu'à 780 € » when the lowest is no rent at all. Null
 * without a rent above zero (the API leaves housing for services out).
 */
export function rentRangeText(min: number | null, max: number | null): string | null {
  if (max === null || max <= 0) return null;
  if (min === null || min <= 0) return `jusqu'à ${euros(max)}`;
  return min === max ? `à ${euros(min)}` : `de ${euros(min)} à ${euros(max)}`;
}

/** The paragraphs about a city, from its figures: département, adverts, rooms free today and their rents. */
export function cityIntro(data: CityPageData): string[] {
  const { city, advert_count: adverts, rooms_available: free } = data;
  const place = city.department && city.department !== city.name ? `${city.name} (${city.department})` : city.name;
  const paragraphs: string[] = [];
  if (adverts > 0) {
    const online = adverts > 1 ? `${plural(adverts, 'annonce', 'annonces')} de colocation sont en ligne` : '1 annonce de colocation est en ligne';
    const rooms =
      free > 0
        ? `avec ${plural(free, 'chambre disponible', 'chambres disponibles')} dès maintenant`
        : "mais aucune chambre n'y est libre pour le moment";
    paragraphs.push(`À ${place}, ${online} sur Toit Partagé, ${rooms}.`);
  } else {
    paragraphs.push(`Aucune annonce de colocation n'est publiée à ${place} en ce moment : voici celles des environs.`);
  }
  const range = free > 0 ? rentRangeText(data.rent_min, data.rent_max) : null;
  if (range) {
    paragraphs.push(`À ${city.name}, les chambres libres sont proposées ${range} par mois, charges non comprises.`);
  }
  paragraphs.push(
    `Sur Toit Partagé, chaque annonce affiche votre affinité avec le logement et ses occupants : créez votre profil pour trouver à ${city.name} une colocation qui vous ressemble.`,
  );
  return paragraphs;
}

/** « Colocations à Lyon (10 km, 600 € max, 2 chambres) »: the list a quick search shows. */
export function searchSummary(cityName: string, filters: BrowseFilters): string {
  const details = [`${filters.radius} km`];
  if (filters.budget !== null) details.push(`${euros(filters.budget)} max`);
  if (filters.bedrooms !== null) details.push(plural(filters.bedrooms, 'chambre', 'chambres'));
  return `Colocations à ${cityName} (${details.join(', ')})`;
}
