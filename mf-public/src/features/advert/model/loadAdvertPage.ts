// The advert page on the server: the advert read once (anonymously), its status, and what link
// previews and crawlers read in the head (title, description, canonical, Open Graph, JSON-LD and
// the first photo preloaded).
import { errorStatus, imageUrl, SITE_NAME, type PageHead, type PublicAdvert } from '@coloc/shared';
import { allSettled } from 'effector';
import type { PageLoader } from '../../../entities/page/model/pageState';
import { fetchAdvert } from '../api/advertApi';
import { NAMESPACE, type Translate } from '../../../i18n/useTexts';
import '../i18n';
import { advertSeeded } from './advertSeed';
import { advertMeta } from './meta';
import { advertKind, freeRoomCount, photoSources } from './presentation';

/** The preview image Open Graph and Twitter cards ask for: 1200×630. */
export const PREVIEW_IMAGE_SIZE = [1200, 630] as const;

function lodgingType(advert: PublicAdvert): string {
  return advertKind(advert) === 'whole' ? 'Apartment' : 'Room';
}

export function advertJsonLd(advert: PublicAdvert, canonical: string, origin: string): Record<string, unknown> {
  const photo = advert.photo_ids[0];
  const offer =
    advert.rent_min !== null
      ? {
          '@type': 'Offer',
          price: advert.rent_min,
          priceCurrency: 'EUR',
          availability: freeRoomCount(advert) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url: canonical,
          ...(advert.rent_max !== null && advert.rent_max !== advert.rent_min
            ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: advert.rent_min, maxPrice: advert.rent_max, priceCurrency: 'EUR', unitText: 'MONTH' } }
            : {}),
        }
      : null;
  return {
    '@context': 'https://schema.org',
    '@type': lodgingType(advert),
    name: advert.title,
    url: canonical,
    ...(advert.description ? { description: advert.description } : {}),
    ...(photo !== undefined ? { image: new URL(imageUrl(photo, ...PREVIEW_IMAGE_SIZE), origin).href } : {}),
    address: { '@type': 'PostalAddress', addressLocality: advert.city, addressCountry: 'FR' },
    ...(advert.bedroom_count ? { numberOfBedrooms: advert.bedroom_count, numberOfRooms: advert.bedroom_count } : {}),
    ...(advert.surface ? { floorSize: { '@type': 'QuantitativeValue', value: advert.surface, unitCode: 'MTK' } } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

export function advertHead(advert: PublicAdvert, t: Translate, origin: string): PageHead {
  const meta = advertMeta(advert, t, origin);
  const photo = advert.photo_ids[0];
  const sources = photo !== undefined ? photoSources(photo) : null;
  return {
    title: meta.title,
    description: meta.description,
    canonical: meta.canonical,
    ogType: 'website',
    image: photo !== undefined ? new URL(imageUrl(photo, ...PREVIEW_IMAGE_SIZE), origin).href : null,
    imageAlt: advert.title,
    jsonLd: [advertJsonLd(advert, meta.canonical, origin)],
    preloadImage: sources ? { href: sources.src, srcSet: sources.srcSet, sizes: '(max-width: 1023px) 100vw, 72rem' } : null,
  };
}

export const loadAdvertPage: PageLoader = async (scope, { params, query, origin, i18n }) => {
  const homeId = /^\d{1,9}$/.test(params.home_id ?? '') ? Number(params.home_id) : 0;
  // A landlord's preview needs their session: the browser reads it, the server renders the skeleton.
  if (query.get('preview') === '1') return { head: { noindex: true, canonical: null } };
  const t = i18n.getFixedT('fr', NAMESPACE) as unknown as Translate;
  if (homeId <= 0) return notFound(t);
  try {
    const advert = await fetchAdvert(homeId);
    await allSettled(advertSeeded, { scope, params: { homeId, advert } });
    const path = new URL(advert.public_url, origin).pathname;
    // An old slug (a city renamed since, a changed title) leads to the advert's own URL.
    if (path !== `/${params.advert_slug}/${params.home_id}`) return { status: 301, location: path };
    return { status: 200, head: advertHead(advert, t, origin) };
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
    await allSettled(advertSeeded, { scope, params: { homeId, missing: true } });
    return notFound(t);
  }
};

function notFound(t: Translate) {
  return { status: 404, head: { title: `${t('advert.missingTitle')} | ${SITE_NAME}`, noindex: true, canonical: null } };
}
