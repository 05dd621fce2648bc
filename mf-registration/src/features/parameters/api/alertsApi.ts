// Calls of the « Alertes » section: the person's match alerts (GET then PUT /api/alerts/settings).
import { api, FORM_STATUSES } from '@coloc/shared';
import type { AlertSettingsValues } from '@coloc/shared/ui';

export type AlertSettings = AlertSettingsValues;

export function fetchAlertSettings(): Promise<AlertSettings> {
  // The section shows its own retry: no modal on top of it.
  return api.get('alerts/settings', { context: { silent: true } }).json<AlertSettings>();
}

export function saveAlertSettings(settings: AlertSettings): Promise<AlertSettings> {
  return api.put('alerts/settings', { json: settings, context: { handledStatuses: FORM_STATUSES } }).json<AlertSettings>();
}
