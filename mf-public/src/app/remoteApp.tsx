import { createRemoteApp } from '@coloc/shared/remote';
import { PageSkeleton } from '../features/page/ui/PageSkeleton';
import { PAGES } from './pages';

export const { App, AppRoutes, lifecycles } = createRemoteApp('mf_public', PAGES, { fallback: <PageSkeleton /> });
