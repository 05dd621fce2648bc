// Which component renders each mf_registration route of the shared table; every page is its own chunk.
import type { Pages } from '@coloc/shared/remote';
import { lazy } from 'react';

export const PAGES: Pages = {
  Registration: lazy(() => import(/* webpackChunkName: "page-registration" */ '../pages/registration/RegistrationPage')),
  ProRegistration: lazy(() => import(/* webpackChunkName: "page-registration" */ '../pages/registration/RegistrationPage')),
  DashboardProfile: lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/questionnaire/ui/profile/ProfilePage')),
  DashboardProfileEdit: lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/questionnaire/ui/profile/ProfileEditPage')),
  DashboardUserProfile: lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/questionnaire/ui/profile/PublicProfilePage')),
  DashboardAccount: lazy(() => import(/* webpackChunkName: "page-account" */ '../features/account/ui/AccountPage')),
  DashboardAccountEdit: lazy(() => import(/* webpackChunkName: "page-account" */ '../features/account/ui/AccountEditPage')),
  DashboardParameters: lazy(() => import(/* webpackChunkName: "page-parameters" */ '../features/parameters/ui/ParametersPage')),
  UserServices: lazy(() => import(/* webpackChunkName: "page-services" */ '../features/services/ui/ServicesPage')),
};
