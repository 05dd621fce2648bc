import { ANALYTICS_ENDPOINTS } from '@coloc/contract/analytics/endpoints';
import { call } from '@coloc/shared';

export interface PageView {
  path: string;
  referrer: string | null;
  title: string;
}

/** Fire-and-forget: analytics never bothers the visitor with an error. */
export function reportPageView(view: PageView): void {
  const body = { path: view.path.slice(0, 500), title: view.title.slice(0, 300), ...(view.referrer ? { referrer: view.referrer.slice(0, 500) } : {}) };
  call(ANALYTICS_ENDPOINTS, 'analytics.pageView', { body }, { context: { silent: true } }).catch(() => undefined);
}
