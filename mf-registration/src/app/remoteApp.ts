import { createRemoteApp } from '@coloc/shared/remote';
import { PAGES } from './pages';

export const { App, AppRoutes, lifecycles } = createRemoteApp('mf_registration', PAGES);
