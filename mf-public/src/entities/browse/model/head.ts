// What crawlers and link previews read about a listing: title, description, canonical link,
// og:image (the first photo at 1200×630), the ItemList of the adverts shown and the first photo preloaded.
import { imageUrl, SITE_NAME, type BrowseAdvertsPage, type PageHead } from '@coloc/shared';
import { cityCanonical, type BrowseFilters } from './browseQuery';
import type { CityPageSeed } from './browseState';
import { CARD_IMAGE_SIZES, cardPhoto } from './cards';
import { cityHeading, cityIntro, radiusText, resultCount } from './texts';

export const PREVIEW_IMAGE_SIZE = [1200, 630] as const;

/** The title, description and canonical link the browser also writes after a client-side navigation. */
export interface ListingMeta {
  title: string;
  description: string;
  /** A path; made absolute where written. */
  canonical: string | null;
  noindex: boolean;
}

function firstPhoto(result: BrowseAdvertsPage): string | null {
  return result.items.find((card) => card.photo_id !== null)?.photo_id ?? null;
}

/** schema.org ItemList of the adverts on this page, numbered from the first of the page. */
export function itemListJsonLd(result: BrowseAdvertsPage, name: string, origin: string): Record<string, unknown> {
  const offset = (Math.max(1, result.page) - 1) * result.per_page;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: result.items.length,
    itemListElement: result.items.map((card, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: new URL(card.public_url, origin).href,
      name: card.title,
    })),
  };
}

function previewAndPreload(result: BrowseAdvertsPage, origin: string): Pick<PageHead, 'image' | 'preloadImage'> {
  const first = result.items[0];
  const photo = firstPhoto(result);
  // The first card's photo is the largest image above the fold on a phone.
  const sources = first?.photo_id != null ? cardPhoto(first.photo_id) : null;
  return {
    image: photo !== null ? new URL(imageUrl(photo, ...PREVIEW_IMAGE_SIZE), origin).href : null,
    preloadImage: sources ? { href: sources.src, srcSet: sources.srcSet, sizes: CARD_IMAGE_SIZES } : null,
  };
}

/** A page past the last one (or an empty list) is not worth indexing. */
function pageOutOfRange(result: BrowseAdvertsPage): boolean {
  return result.page > 1 && result.items.length === 0;
}

export function cityMeta(seed: Extract<CityPageSeed, { data: unknown }>, result: BrowseAdvertsPage | null, filters: BrowseFilters): ListingMeta {
  const { city, rooms_available } = seed.data;
  const pageSuffix = filters.page > 1 ? ` – page ${filters.page}` : '';
  const intro = cityIntro(seed.data).slice(0, 2).join(' ');
  return {
    title: `${cityHeading(city.name, rooms_available)}${pageSuffix} | ${SITE_NAME}`,
    description: intro,
    canonical: cityCanonical(city.slug, filters),
    noindex: result !== null && pageOutOfRange(result),
  };
}

export function cityHead(seed: Extract<CityPageSeed, { data: unknown }>, result: BrowseAdvertsPage, filters: BrowseFilters, origin: string): PageHead {
  const meta = cityMeta(seed, result, filters);
  return {
    title: meta.title,
    description: meta.description,
    canonical: meta.canonical,
    ...(meta.noindex ? { noindex: true } : {}),
    ogType: 'website',
    ...previewAndPreload(result, origin),
    imageAlt: `Colocation à ${seed.data.city.name}`,
    jsonLd: result.items.length > 0 ? [itemListJsonLd(result, `Colocations à ${seed.data.city.name}`, origin)] : [],
  };
}

/** /quicksearch with a city: a view of the city page, which is its canonical URL. */
export function quickSearchMeta(result: BrowseAdvertsPage, filters: BrowseFilters): ListingMeta {
  const city = result.city;
  if (!city) return { title: `Recherche rapide de colocation | ${SITE_NAME}`, description: '', canonical: '/quicksearch', noindex: false };
  const count = resultCount(result.total);
  const pageSuffix = filters.page > 1 ? ` – page ${filters.page}` : '';
  return {
    title: `${count} à ${city.name} et alentours${pageSuffix} | ${SITE_NAME}`,
    description: `${count} ${radiusText(filters.radius)} autour de ${city.name}${filters.budget !== null ? `, pour ${filters.budget} € par mois au plus` : ''}. Comparez les loyers, les chambres libres et les dates de disponibilité.`,
    canonical: cityCanonical(city.slug, filters),
    noindex: pageOutOfRange(result),
  };
}

export function quickSearchHead(result: BrowseAdvertsPage, filters: BrowseFilters, origin: string): PageHead {
  const meta = quickSearchMeta(result, filters);
  return {
    title: meta.title,
    description: meta.description,
    canonical: meta.canonical,
    ...(meta.noindex ? { noindex: true } : {}),
    ...previewAndPreload(result, origin),
    ...(result.city ? { imageAlt: `Colocation à ${result.city.name}` } : {}),
  };
}
