// Which component renders each mf_public route of the shared table. Only the home page is in the
// first chunk; every other page is fetched when visited.
import { matchRoute } from '@coloc/shared';
import { UnknownPath, type Pages } from '@coloc/shared/remote';
import { createElement, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import HomePage from '../features/home/ui/HomePage';

const AdvertPage = lazy(() => import(/* webpackChunkName: "page-advert" */ '../features/advert/ui/AdvertPage'));

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
  OwnerLanding: lazy(() => import(/* webpackChunkName: "page-owners" */ '../features/owners/ui/OwnerLandingPage')),
  SignupSelect: lazy(() => import(/* webpackChunkName: "page-signupselect" */ '../features/signup/ui/SignupSelectPage')),
  Signup: lazy(() => import(/* webpackChunkName: "page-signup" */ '../features/signup/ui/SignupPage')),
  SignupType: lazy(() => import(/* webpackChunkName: "page-signup" */ '../features/signup/ui/SignupPage')),
  Signin: lazy(() => import(/* webpackChunkName: "page-signin" */ '../features/auth/ui/SignInPage')),
  Signout: lazy(() => import(/* webpackChunkName: "page-signout" */ '../features/auth/ui/SignOutPage')),
  NoAccess: lazy(() => import(/* webpackChunkName: "page-access" */ '../features/auth/ui/NoAccessPage')),
  ResetPassword: lazy(() => import(/* webpackChunkName: "page-reset" */ '../features/password-reset/ui/ResetPasswordPage')),
  ResetPasswordEmail: lazy(() => import(/* webpackChunkName: "page-reset-email" */ '../features/password-reset/ui/ResetPasswordEmailPage')),
  ResetPasswordNew: lazy(() => import(/* webpackChunkName: "page-reset-new" */ '../features/password-reset/ui/NewPasswordPage')),
  QuickSearch: lazy(() => import(/* webpackChunkName: "page-quicksearch" */ '../features/quick-search/ui/QuickSearchPage')),
  CodeOfConduct: lazy(() => import(/* webpackChunkName: "page-charter" */ '../features/legal/ui/CodeOfConductPage')),
  Privacy: lazy(() => import(/* webpackChunkName: "page-privacy" */ '../features/legal/ui/PrivacyPage')),
  Faq: lazy(() => import(/* webpackChunkName: "page-faq" */ '../features/faq/ui/FaqPage')),
  LegalNotice: lazy(() => import(/* webpackChunkName: "page-legal" */ '../features/legal/ui/LegalNoticePage')),
  Terms: lazy(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/ui/TermsPage')),
  About: lazy(() => import(/* webpackChunkName: "page-about" */ '../features/about/ui/AboutPage')),
  Contact: lazy(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/ui/ContactPage')),
  Promo: lazy(() => import(/* webpackChunkName: "page-services" */ '../features/housing-for-services/ui/HousingForServicesPage')),
  Advert: AdvertRoute,
  VisitConfirmation: lazy(() => import(/* webpackChunkName: "page-visit-confirmation" */ '../features/visit-confirmation/ui/VisitConfirmationPage')),
};
