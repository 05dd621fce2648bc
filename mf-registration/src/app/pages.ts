// Which component renders each mf_registration route of the shared table; every page is its own chunk.
import type { Pages } from '@coloc/shared/remote';
import { lazy } from 'react';

export const PAGES: Pages = {
  Registration: lazy(() => import(/* webpackChunkName: "page-registration" */ '../features/flow/ui/RegistrationPage')),
  ProRegistration: lazy(() => import(/* webpackChunkName: "page-registration" */ '../features/flow/ui/RegistrationPage')),
  DashboardProfile: lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/profile/ui/ProfilePage')),
  DashboardProfileEdit: lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/profile/ui/ProfileEditPage')),
  DashboardUserProfile: lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/profile/ui/PublicProfilePage')),
  DashboardAccount: lazy(() => import(/* webpackChunkName: "page-account" */ '../features/account/ui/AccountPage')),
  DashboardAccountEdit: lazy(() => import(/* webpackChunkName: "page-account" */ '../features/account/ui/AccountEditPage')),
  DashboardParameters: lazy(() => import(/* webpackChunkName: "page-parameters" */ '../features/parameters/ui/ParametersPage')),
  UserServices: lazy(() => import(/* webpackChunkName: "page-services" */ '../features/services/ui/ServicesPage')),
};
