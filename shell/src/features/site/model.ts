// Site-wide settings from the API: the customer-service user and the insurance-broker number.
import { SITE_ENDPOINTS } from '@coloc/contract/site/endpoints';
import type { SiteConfig } from '@coloc/shared';
import { call } from '@coloc/shared';
import { createEffect, createStore } from 'effector';

export const fetchSiteConfigFx = createEffect((): Promise<SiteConfig> => call(SITE_ENDPOINTS, 'site.config', {}, { context: { silent: true } }));
export const $siteConfig = createStore<SiteConfig | null>(null).on(fetchSiteConfigFx.doneData, (_, config) => config);
