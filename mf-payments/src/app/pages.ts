// Which component renders each mf_payments route of the shared table; every page is its own chunk.
import type { Pages } from '@coloc/shared/remote';
import { lazy } from 'react';

export const PAGES: Pages = {
  DashboardSubscription: lazy(() => import(/* webpackChunkName: "page-subscription" */ '../features/subscription/ui/SubscriptionPage')),
  DashboardSubscriptionCancel: lazy(() => import(/* webpackChunkName: "page-subscription-cancel" */ '../features/subscription/ui/SubscriptionCancelPage')),
  DashboardInvoices: lazy(() => import(/* webpackChunkName: "page-invoices" */ '../features/invoices/ui/InvoicesPage')),
  DashboardGuarantee: lazy(() => import(/* webpackChunkName: "page-guarantee" */ '../features/guarantee/ui/GuaranteePage')),
  DashboardGuaranteeConfirm: lazy(() => import(/* webpackChunkName: "page-guarantee-confirm" */ '../features/guarantee/ui/GuaranteeConfirmPage')),
  SharedTenantFile: lazy(() => import(/* webpackChunkName: "page-shared-file" */ '../features/guarantee/ui/SharedFilePage')),
  DashboardReceipts: lazy(() => import(/* webpackChunkName: "page-receipts" */ '../features/receipts/ui/ReceiptsPage')),
  DashboardTenantDocuments: lazy(() => import(/* webpackChunkName: "page-tenant-documents" */ '../features/tenant-documents/ui/TenantDocumentsPage')),
  DashboardNextColocation: lazy(() => import(/* webpackChunkName: "page-next-colocation" */ '../features/next-colocation/ui/NextColocationPage')),
};
