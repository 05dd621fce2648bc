// The advert as the server rendered it. The page starts from it instead of fetching it again; a
// signed-in seeker's own match scores are then read in the browser.
import type { PublicAdvert } from '@coloc/shared';
import { pageState } from '../../../entities/page/model/pageState';

export type AdvertSeed = { homeId: number; advert: PublicAdvert } | { homeId: number; missing: true };

export const advertSeeded = pageState.createEvent<AdvertSeed>();
export const $advertSeed = pageState.createStore<AdvertSeed | null>(null, { sid: 'mf_public/advertSeed' }).on(advertSeeded, (_, seed) => seed);
