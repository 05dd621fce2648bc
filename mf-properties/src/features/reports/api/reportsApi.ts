// Calls of the reports: one advert's daily figures, and the user's homes for the selector.
import { api, type AdvertReport, type PropertiesList } from '@coloc/shared';
import { call } from '@coloc/shared/call';
import { PROPERTIES_ENDPOINTS } from '@coloc/contract/properties/endpoints';

const silent = { context: { silent: true } };

export function fetchReport(homeId: number, days: number): Promise<AdvertReport> {
  return api.get(`homes/${homeId}/reports`, { searchParams: { days }, ...silent }).json<AdvertReport>();
}

export function fetchProperties(): Promise<PropertiesList> {
  return call(PROPERTIES_ENDPOINTS, 'properties.list', {}, silent);
}
