// Which component renders each mf_properties route of the shared table; every page is its own chunk.
import type { Pages } from '@coloc/shared/remote';
import { lazy } from 'react';

export const PAGES: Pages = {
  DashboardProperties: lazy(() => import(/* webpackChunkName: "page-properties" */ '../features/properties/ui/PropertiesPage')),
  DashboardInvitation: lazy(() => import(/* webpackChunkName: "page-invitation" */ '../features/invitations/ui/InvitationPage')),
  DashboardAdvertNew: lazy(() => import(/* webpackChunkName: "page-advert-new" */ '../features/advert/ui/AdvertNewPage')),
  DashboardAdvertEdit: lazy(() => import(/* webpackChunkName: "page-advert" */ '../features/advert/ui/AdvertPage')),
  DashboardAdvertModification: lazy(() => import(/* webpackChunkName: "page-advert-modification" */ '../features/advert/ui/AdvertModificationPage')),
  DashboardAdvertPreview: lazy(() => import(/* webpackChunkName: "page-advert-preview" */ '../features/advert/ui/AdvertPreviewPage')),
  DashboardModeration: lazy(() => import(/* webpackChunkName: "page-moderation" */ '../features/moderation/ui/ModerationPage')),
  DashboardManagement: lazy(() => import(/* webpackChunkName: "page-management" */ '../features/management/ui/ManagementPage')),
  DashboardDiagnostics: lazy(() => import(/* webpackChunkName: "page-diagnostics" */ '../features/diagnostics/ui/DiagnosticsPage')),
  DashboardOwnerDocuments: lazy(() => import(/* webpackChunkName: "page-documents" */ '../features/documents/ui/OwnerDocumentsPage')),
  DashboardRequests: lazy(() => import(/* webpackChunkName: "page-requests" */ '../features/requests/ui/RequestsPage')),
  DashboardLease: lazy(() => import(/* webpackChunkName: "page-lease" */ '../features/lease/ui/LeasePage')),
  DashboardReports: lazy(() => import(/* webpackChunkName: "page-reports" */ '../features/reports/ui/ReportsPage')),
  DashboardMyColocation: lazy(() => import(/* webpackChunkName: "page-my-colocation" */ '../features/my-colocation/ui/MyColocationPage')),
};
