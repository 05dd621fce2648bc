// The caller's alert setting for one home: GET then PUT /api/alerts/homes/:id/settings.
import { FORM_STATUSES, call } from '@coloc/shared';
import { ALERTS_ENDPOINTS } from '@coloc/contract/alerts/endpoints';
import type { HomeAlertSettings } from '@coloc/contract/alerts/schemas';

export type { HomeAlertSettings };

export function fetchHomeAlerts(homeId: number): Promise<HomeAlertSettings> {
  return call(ALERTS_ENDPOINTS, 'alerts.homeSettings', { id: homeId }, { context: { silent: true } });
}

export function saveHomeAlerts(homeId: number, settings: Omit<HomeAlertSettings, 'home_id'>): Promise<HomeAlertSettings> {
  return call(ALERTS_ENDPOINTS, 'alerts.updateHomeSettings', { id: homeId, body: settings }, { context: { handledStatuses: FORM_STATUSES } });
}
