// Which component renders each mf_messaging route of the shared table; every page is its own chunk.
import { lazy, type ComponentType } from 'react';

export type PageComponent = ComponentType;

export const PAGES: Readonly<Partial<Record<string, PageComponent>>> = {
  DashboardMessages: lazy(() => import(/* webpackChunkName: "page-messages" */ '../features/conversations/ui/MessagesPage')),
  DashboardSupport: lazy(() => import(/* webpackChunkName: "page-support" */ '../features/support/ui/SupportPage')),
  DashboardCustomerService: lazy(() => import(/* webpackChunkName: "page-customer-service" */ '../features/customer-service/ui/CustomerServicePage')),
};
