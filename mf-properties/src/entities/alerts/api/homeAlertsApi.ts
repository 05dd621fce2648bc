// The caller's alert setting for one home: GET then PUT /api/alerts/homes/:id/settings.
import { api, FORM_STATUSES } from '@coloc/shared';
import type { AlertSettingsValues } from '@coloc/shared/ui';

export interface HomeAlertSettings extends AlertSettingsValues {
  home_id: number;
}

export function fetchHomeAlerts(homeId: number): Promise<HomeAlertSettings> {
  return api.get(`alerts/homes/${homeId}/settings`, { context: { silent: true } }).json<HomeAlertSettings>();
}

export function saveHomeAlerts(homeId: number, settings: Omit<HomeAlertSettings, 'home_id'>): Promise<HomeAlertSettings> {
  return api.put(`alerts/homes/${homeId}/settings`, { json: settings, context: { handledStatuses: FORM_STATUSES } }).json<HomeAlertSettings>();
}
