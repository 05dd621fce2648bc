// Calls of the reports: one advert's daily figures, and the user's homes for the selector.
import type { REPORT_PERIODS } from '@coloc/contract/rentals/limits';
import { type AdvertReport, type PropertiesList, call } from '@coloc/shared';
import { RENTALS_ENDPOINTS } from '@coloc/contract/rentals/endpoints';
import { PROPERTIES_ENDPOINTS } from '@coloc/contract/properties/endpoints';

const silent = { context: { silent: true } };

export function fetchReport(homeId: number, days: (typeof REPORT_PERIODS)[number]): Promise<AdvertReport> {
  return call(RENTALS_ENDPOINTS, 'rentals.reports', { id: homeId, query: { days } }, silent);
}

export function fetchProperties(): Promise<PropertiesList> {
  return call(PROPERTIES_ENDPOINTS, 'properties.list', {}, silent);
}
