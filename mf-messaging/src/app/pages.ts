// Which component renders each mf_messaging route of the shared table; every page is its own chunk.
import type { Pages } from '@coloc/shared/remote';
import { lazy } from 'react';

export const PAGES: Pages = {
  DashboardMessages: lazy(() => import(/* webpackChunkName: "page-messages" */ '../features/conversations/ui/MessagesPage')),
  DashboardSupport: lazy(() => import(/* webpackChunkName: "page-support" */ '../features/support/ui/SupportPage')),
  DashboardCustomerService: lazy(() => import(/* webpackChunkName: "page-customer-service" */ '../features/support/ui/CustomerServicePage')),
};
