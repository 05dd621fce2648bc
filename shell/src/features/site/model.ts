// Site-wide settings from the API: the customer-service user and the insurance-broker number.
import { api, type SiteConfig } from '@coloc/shared';
import { createEffect, createStore } from 'effector';

export const fetchSiteConfigFx = createEffect(() => api.get('site-config', { context: { silent: true } }).json<SiteConfig>());
export const $siteConfig = createStore<SiteConfig | null>(null).on(fetchSiteConfigFx.doneData, (_, config) => config);
