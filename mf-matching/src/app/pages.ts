// Which component renders each mf_matching route of the shared table; every page is its own chunk.
import type { Pages } from '@coloc/shared/remote';
import { lazy } from 'react';

export const PAGES: Pages = {
  DashboardHomeMatching: lazy(() => import(/* webpackChunkName: "page-home-matching" */ '../features/home-matching/ui/HomeMatchingPage')),
  DashboardUserMatching: lazy(() => import(/* webpackChunkName: "page-user-matching" */ '../features/user-matching/ui/UserMatchingPage')),
  DashboardMatching: lazy(() => import(/* webpackChunkName: "page-user-matching" */ '../features/user-matching/ui/UserMatchingPage')),
  DashboardSearch: lazy(() => import(/* webpackChunkName: "page-search" */ '../features/search/ui/SearchPage')),
  DashboardFavorites: lazy(() => import(/* webpackChunkName: "page-favorites" */ '../features/favorites/ui/FavoritesPage')),
  DashboardFavoritesGroup: lazy(() => import(/* webpackChunkName: "page-group-favorites" */ '../features/groups/ui/GroupFavoritesPage')),
  DashboardAgenda: lazy(() => import(/* webpackChunkName: "page-agenda" */ '../features/agenda/ui/AgendaPage')),
};
