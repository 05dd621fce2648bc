// Per-advert meta (SPEC 2.11, issue 6): the shell writes the route's default title and canonical
// link; once the advert is loaded the page replaces them with the advert's own.
import { SITE_NAME, type PublicAdvert } from '@coloc/shared';
import { applyDocumentHead } from '../../../entities/page/model/documentHead';
import type { Translate } from '../i18n';
import { advertKind, euros, excerpt, freeRoomCount, placeName } from './presentation';

export interface AdvertMeta {
  title: string;
  description: string;
  canonical: string;
}

/** « Colocation à Lyon 4e – 3 chambres dès 450 € | Toit Partagé », the shell's "<title> | <site>" format. */
export function advertMetaTitle(advert: PublicAdvert, t: Translate): string {
  const parts = [t('advert.metaTitle', { kind: t(`advert.kinds.${advertKind(advert)}`), place: placeName(advert) })];
  const rooms = freeRoomCount(advert);
  const details = [
    rooms > 0 ? t('advert.metaRooms', { count: rooms }) : null,
    advert.rent_min !== null && advert.rent_min > 0 ? t('advert.metaFrom', { price: euros(advert.rent_min) }) : null,
  ].filter(Boolean);
  if (details.length) parts.push(details.join(' '));
  return `${parts.join(' – ')} | ${SITE_NAME}`;
}

export function advertMeta(advert: PublicAdvert, t: Translate, origin: string): AdvertMeta {
  const title = advertMetaTitle(advert, t);
  return {
    title,
    description: excerpt(advert.description?.trim() || `${advert.title}. ${title.replace(` | ${SITE_NAME}`, '')}`),
    canonical: new URL(advert.public_url, origin).href,
  };
}

/** The advert's own title, description and canonical link, written once it is loaded in the browser. */
export function applyAdvertMeta(meta: AdvertMeta): void {
  applyDocumentHead(meta);
}

/**
 * An advert that is not (or no longer) online: no canonical link and kept out of search engines,
 * so that the page answered is not indexed as the advert it replaces.
 */
export function applyMissingAdvertMeta(title: string): void {
  applyDocumentHead({ title: `${title} | ${SITE_NAME}`, canonical: null, noindex: true });
}
