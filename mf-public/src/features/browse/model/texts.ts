// The French sentences of the listings, written from the data (counts with the right plural, the
// département, the range of rents).
import { formatEuro, type CityPageData } from '@coloc/shared';
import type { BrowseFilters } from './browseQuery';
import type { PriceRange } from './browseState';

/** `plural(2, 'chambre disponible', 'chambres disponibles')` -> « 2 chambres disponibles ». */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;
}

function euros(value: number): string {
  return formatEuro(value, Number.isInteger(value) ? 0 : 2);
}

/** « Colocation à Lyon : 23 chambres disponibles », « … : 1 chambre disponible », « … : aucune chambre disponible ». */
export function cityHeading(name: string, roomCount: number): string {
  const rooms = roomCount > 0 ? plural(roomCount, 'chambre disponible', 'chambres disponibles') : 'aucune chambre disponible';
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

/** The paragraphs about a city, from its figures: département, adverts, rooms and rents. */
export function cityIntro(data: CityPageData, prices: PriceRange | null, radius: number): string[] {
  const { city, advert_count: adverts, room_count: rooms } = data;
  const place = city.department && city.department !== city.name ? `${city.name} (${city.department})` : city.name;
  const paragraphs: string[] = [];
  if (adverts > 0) {
    const online = adverts > 1 ? `${plural(adverts, 'annonce', 'annonces')} de colocation sont en ligne` : '1 annonce de colocation est en ligne';
    paragraphs.push(`À ${place}, ${online} sur Toit Partagé, pour ${plural(rooms, 'chambre', 'chambres')} au total.`);
  } else {
    paragraphs.push(`Aucune annonce de colocation n'est publiée à ${place} en ce moment : voici celles des environs.`);
  }
  if (prices) {
    const range =
      prices.min === null ? `jusqu'à ${euros(prices.max)}` : prices.min === prices.max ? `à ${euros(prices.min)}` : `de ${euros(prices.min)} à ${euros(prices.max)}`;
    paragraphs.push(`Autour de ${city.name} (${radius} km), les chambres sont proposées ${range} par mois, charges non comprises.`);
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
