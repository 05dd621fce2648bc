// Where the marketing routes answer (under /api). No TypeBox.
import type { Endpoint } from '../route-map';

export const MARKETING_ENDPOINTS = {
  'marketing.identify': { method: 'POST', path: '/marketing/identify' },
  'marketing.events': { method: 'GET', path: '/moderation/marketing-events' },
} as const satisfies Record<`marketing.${string}`, Endpoint>;
