// What each route needs loaded before the server renders it. Server only: the browser bundle never
// imports this file (the pages read the stores, or fetch for themselves on later navigations).
import type { PageLoader } from '../entities/page/model/pageState';
import { loadAdvertPage } from '../features/advert/model/loadAdvertPage';
import { loadCityPage, loadHomePage, loadQuickSearchPage } from '../entities/browse/model/loaders';
import { loadReferralPage } from '../features/referral/model/loadReferralPage';

export const LOADERS: Readonly<Partial<Record<string, PageLoader>>> = {
  Advert: loadAdvertPage,
  CityListing: loadCityPage,
  QuickSearch: loadQuickSearchPage,
  Home: loadHomePage,
  Referral: loadReferralPage,
};
