// Calls of the « Alertes » section: the person's match alerts (GET then PUT /api/alerts/settings).
import { FORM_STATUSES, call } from '@coloc/shared';
import type { AlertSettingsValues } from '@coloc/shared/ui/AlertSettingsForm';
import { ALERTS_ENDPOINTS } from '@coloc/contract/alerts/endpoints';

export type AlertSettings = AlertSettingsValues;

export function fetchAlertSettings(): Promise<AlertSettings> {
  // The section shows its own retry: no modal on top of it.
  return call(ALERTS_ENDPOINTS, 'alerts.settings', {}, { context: { silent: true } });
}

export function saveAlertSettings(settings: AlertSettings): Promise<AlertSettings> {
  return call(ALERTS_ENDPOINTS, 'alerts.updateSettings', { body: settings }, { context: { handledStatuses: FORM_STATUSES } });
}
