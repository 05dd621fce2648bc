// The alert-settings route map.
import { defineRoutes } from '../route-map';
import { ALERTS_ENDPOINTS } from './endpoints';
import { AlertSettingsBody, AlertSettingsSchema, HomeAlertSettingsSchema, HomeIdParams } from './schemas';

export const ALERTS_ROUTES = defineRoutes(ALERTS_ENDPOINTS, {
  'alerts.settings': { response: { 200: AlertSettingsSchema } },
  'alerts.updateSettings': { body: AlertSettingsBody, response: { 200: AlertSettingsSchema } },
  'alerts.homeSettings': { params: HomeIdParams, response: { 200: HomeAlertSettingsSchema } },
  'alerts.updateHomeSettings': { params: HomeIdParams, body: AlertSettingsBody, response: { 200: HomeAlertSettingsSchema } },
});
