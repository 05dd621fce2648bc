// Where the analytics route answers (under /api). No TypeBox.
import type { Endpoint } from '../route-map';

export const ANALYTICS_ENDPOINTS = {
  'analytics.pageView': { method: 'POST', path: '/analytics/pageviews' },
} as const satisfies Record<`analytics.${string}`, Endpoint>;
