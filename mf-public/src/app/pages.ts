// Which component renders each mf_public route of the shared table. Only the home page is in the
// first chunk; every other page is fetched when visited.
import { matchRoute } from '@coloc/shared';
import { lazyPage, UnknownPath, type LazyPage, type Pages } from '@coloc/shared/remote';
import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import HomePage from '../features/home/ui/HomePage';

const AdvertPage = lazyPage(() => import(/* webpackChunkName: "page-advert" */ '../features/advert/ui/AdvertPage'), 'page-advert');

/**
 * `/:advert_slug/:home_id` also matches any other two-segment path (`/users/agenda` while the shell
 * swaps remotes): only a URL the route table reads as an advert loads the advert's chunk.
 */
function AdvertRoute() {
  const { pathname } = useLocation();
  return matchRoute(pathname).route.name === 'Advert' ? createElement(AdvertPage) : createElement(UnknownPath, { owner: 'mf_public' });
}

export const PAGES: Pages = {
  Home: HomePage,
  OwnerLanding: lazyPage(() => import(/* webpackChunkName: "page-owners" */ '../features/owners/ui/OwnerLandingPage'), 'page-owners'),
  SignupSelect: lazyPage(() => import(/* webpackChunkName: "page-signupselect" */ '../features/signup/ui/SignupSelectPage'), 'page-signupselect'),
  Signup: lazyPage(() => import(/* webpackChunkName: "page-signup" */ '../features/signup/ui/SignupPage'), 'page-signup'),
  SignupType: lazyPage(() => import(/* webpackChunkName: "page-signup" */ '../features/signup/ui/SignupPage'), 'page-signup'),
  SignupConfirm: lazyPage(() => import(/* webpackChunkName: "page-signup-confirm" */ '../features/signup/ui/SignupConfirmPage'), 'page-signup-confirm'),
  SigninLink: lazyPage(() => import(/* webpackChunkName: "page-signin-link" */ '../entities/auth/ui/SigninLinkPage'), 'page-signin-link'),
  Signin: lazyPage(() => import(/* webpackChunkName: "page-signin" */ '../features/auth/ui/SignInPage'), 'page-signin'),
  Signout: lazyPage(() => import(/* webpackChunkName: "page-signout" */ '../features/auth/ui/SignOutPage'), 'page-signout'),
  NoAccess: lazyPage(() => import(/* webpackChunkName: "page-access" */ '../features/auth/ui/NoAccessPage'), 'page-access'),
  ResetPassword: lazyPage(() => import(/* webpackChunkName: "page-reset" */ '../features/password-reset/ui/ResetPasswordPage'), 'page-reset'),
  ResetPasswordEmail: lazyPage(() => import(/* webpackChunkName: "page-reset-email" */ '../features/password-reset/ui/ResetPasswordEmailPage'), 'page-reset-email'),
  ResetPasswordNew: lazyPage(() => import(/* webpackChunkName: "page-reset-new" */ '../features/password-reset/ui/NewPasswordPage'), 'page-reset-new'),
  QuickSearch: lazyPage(() => import(/* webpackChunkName: "page-quicksearch" */ '../features/browse/ui/QuickSearchPage'), 'page-quicksearch'),
  CodeOfConduct: lazyPage(() => import(/* webpackChunkName: "page-charter" */ '../features/legal/ui/CodeOfConductPage'), 'page-charter'),
  Privacy: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ '../features/legal/ui/PrivacyPage'), 'page-privacy'),
  Faq: lazyPage(() => import(/* webpackChunkName: "page-faq" */ '../features/faq/ui/FaqPage'), 'page-faq'),
  LegalNotice: lazyPage(() => import(/* webpackChunkName: "page-legal" */ '../features/legal/ui/LegalNoticePage'), 'page-legal'),
  Terms: lazyPage(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/ui/TermsPage'), 'page-terms'),
  About: lazyPage(() => import(/* webpackChunkName: "page-about" */ '../features/about/ui/AboutPage'), 'page-about'),
  Contact: lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/ui/ContactPage'), 'page-contact'),
  Promo: lazyPage(() => import(/* webpackChunkName: "page-services" */ '../features/housing-for-services/ui/HousingForServicesPage'), 'page-services'),
  Advert: AdvertRoute,
  CityListing: lazyPage(() => import(/* webpackChunkName: "page-city" */ '../features/browse/ui/CityPage'), 'page-city'),
  Referral: lazyPage(() => import(/* webpackChunkName: "page-referral" */ '../features/referral/ui/ReferralPage'), 'page-referral'),
  VisitConfirmation: lazyPage(() => import(/* webpackChunkName: "page-visit-confirmation" */ '../features/visit-confirmation/ui/VisitConfirmationPage'), 'page-visit-confirmation'),
};

function lazyPageAt(pathname: string): LazyPage | null {
  const name = matchRoute(pathname).route.name;
  const page = name === 'Advert' ? AdvertPage : PAGES[name];
  return page && 'preload' in page ? (page as LazyPage) : null;
}

/** Fetches the code of the page at `pathname` (before hydrating the server's HTML of it). */
export async function preloadPage(pathname: string): Promise<void> {
  await lazyPageAt(pathname)?.preload();
}

/** The browser chunks of the page at `pathname`, whose stylesheets its server HTML needs. */
export function pageChunks(pathname: string): string[] {
  const page = lazyPageAt(pathname);
  return page ? [page.chunk] : [];
}
