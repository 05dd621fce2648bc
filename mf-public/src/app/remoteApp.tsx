import { createRemoteApp } from '@coloc/shared/remote';
import { PageSkeleton } from '../entities/page/ui/PageSkeleton';
import { PAGES, preloadPage } from './pages';
import { hydratePageState } from '../entities/page/model/pageState';

export const { App, AppRoutes, lifecycles } = createRemoteApp('mf_public', PAGES, {
  fallback: <PageSkeleton />,
  // The page's code (which creates its stores), then the state the server rendered it with.
  prepareHydration: async (state) => {
    await preloadPage(window.location.pathname);
    hydratePageState(state);
  },
});
