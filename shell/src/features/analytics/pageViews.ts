import { api } from '@coloc/shared';

export interface PageView {
  path: string;
  referrer: string | null;
  title: string;
}

/** Fire-and-forget: analytics never bothers the visitor with an error. */
export function reportPageView(view: PageView): void {
  const json: Record<string, string> = { path: view.path.slice(0, 500), title: view.title.slice(0, 300) };
  if (view.referrer) json.referrer = view.referrer.slice(0, 500);
  api.post('analytics/pageviews', { json, context: { silent: true } }).catch(() => undefined);
}
