// Which component renders each mf_public route of the shared table. Only the home page is in the
// first chunk; every other page is fetched when visited.
import { lazy, type ComponentType } from 'react';
import HomePage from '../features/home/ui/HomePage';

export type PageComponent = ComponentType;

export const PAGES: Readonly<Partial<Record<string, PageComponent>>> = {
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
  VisitConfirmation: lazy(() => import(/* webpackChunkName: "page-visit-confirmation" */ '../features/visit-confirmation/ui/VisitConfirmationPage')),
};
