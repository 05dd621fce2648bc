// State of the reports screen: the figures of one home over 30, 90 or 365 days, and the user's
// homes (the selector shows when there are several).
import { errorText, type AdvertReport, type PropertySummary, type ReportPoint } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchProperties, fetchReport } from '../api/reportsApi';

export const REPORT_PERIODS = [30, 90, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export type LoadState = 'loading' | 'ready' | 'failed';
export type SeriesKey = keyof Omit<ReportPoint, 'day'>;
export const SERIES: readonly SeriesKey[] = ['views', 'contacts', 'matches'];

export function periodFrom(value: string | null): ReportPeriod {
  const days = Number(value);
  return (REPORT_PERIODS as readonly number[]).includes(days) ? (days as ReportPeriod) : 30;
}

/** The day with the most of a series (the first one on a tie), or null when it is all zero. */
export function peakOf(series: readonly ReportPoint[], key: SeriesKey): ReportPoint | null {
  let best: ReportPoint | null = null;
  for (const point of series) if (point[key] > 0 && (!best || point[key] > best[key])) best = point;
  return best;
}

export const reportOpened = createEvent<{ homeId: number; days: ReportPeriod }>();
export const reportRetried = createEvent();

export const loadReportFx = createEffect(({ homeId, days }: { homeId: number; days: ReportPeriod }) => fetchReport(homeId, days));
export const loadPropertiesFx = createEffect(async () => (await fetchProperties()).items);

export const $request = createStore<{ homeId: number; days: ReportPeriod } | null>(null).on(reportOpened, (_, request) => request);

const received = createEvent<AdvertReport>();
const failed = createEvent<unknown>();

/** The last report kept while another period loads, so the page does not jump. */
export const $report = createStore<AdvertReport | null>(null)
  .on(received, (_, report) => report)
  .on(reportOpened, (report, { homeId }) => (report && report.home_id === homeId ? report : null));
export const $loadState = createStore<LoadState>('loading')
  .on([reportOpened, reportRetried], () => 'loading')
  .on(received, () => 'ready')
  .on(failed, () => 'failed');
export const $loadError = createStore<string | null>(null)
  .on(failed, (_, error) => errorText(error))
  .reset([received, reportOpened]);
export const $properties = createStore<PropertySummary[]>([]).on(loadPropertiesFx.doneData, (_, items) => items);

const same = (a: { homeId: number; days: number } | null, b: { homeId: number; days: number }) => !!a && a.homeId === b.homeId && a.days === b.days;

sample({ clock: reportOpened, target: loadReportFx });
sample({ clock: reportRetried, source: $request, filter: (request): request is { homeId: number; days: ReportPeriod } => request !== null, target: loadReportFx });
sample({ clock: loadReportFx.done, source: $request, filter: (request, { params }) => same(request, params), fn: (_, { result }) => result, target: received });
sample({ clock: loadReportFx.fail, source: $request, filter: (request, { params }) => same(request, params), fn: (_, { error }) => error, target: failed });
