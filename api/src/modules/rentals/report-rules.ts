import type { AdvertReportObject } from '@coloc/contract/rentals/schemas';
import { nowIso } from '../../db';
import { addDays, parisDate } from '../../lib/dates';
import type { ReportRows } from './store/reports';

export type ReportMetric = 'views' | 'contacts' | 'matches';

/** One event to count: the Paris day it happened (or a timestamp), and how many. */
export interface ReportEvent {
  metric: ReportMetric;
  /** YYYY-MM-DD, or an ISO timestamp bucketed to its day in Paris. */
  at: string;
  count?: number;
}

/** Rows are selected from a day before the first day, so that Paris days starting before midnight UTC are complete. */
export function reportSince(firstDay: string): string {
  return nowIso(new Date(`${addDays(firstDay, -1)}T00:00:00Z`));
}

/** Contacts are the requests and the conversations filed under the home, except those opened to answer a request. */
export function reportEventsOf(rows: ReportRows): ReportEvent[] {
  const answerThreads = new Set(rows.answers.map((a) => a.conversation_id));
  return [
    ...rows.views.map((v) => ({ metric: 'views' as const, at: v.day, count: v.count })),
    ...rows.requests.map((r) => ({ metric: 'contacts' as const, at: r.created_at })),
    ...rows.conversations.filter((c) => !answerThreads.has(c.id)).map((c) => ({ metric: 'contacts' as const, at: c.created_at })),
    ...rows.likes.map((l) => ({ metric: 'matches' as const, at: l.created_at })),
  ];
}

/**
 * The daily series from `today - days + 1` to `today`, every day present (zeros included).
 * Bucketing is done here rather than in SQL so that SQLite and PostgreSQL give the same days.
 */
export function buildReport(homeId: number, days: number, today: string, events: readonly ReportEvent[]): AdvertReportObject {
  const first = addDays(today, -(days - 1));
  const series = Array.from({ length: days }, (_, index) => ({ day: addDays(first, index), views: 0, contacts: 0, matches: 0 }));
  const byDay = new Map(series.map((point) => [point.day, point]));
  for (const event of events) {
    const day = event.at.length === 10 ? event.at : parisDate(event.at);
    const point = byDay.get(day);
    if (point) point[event.metric] += event.count ?? 1;
  }
  const totals = { views: 0, contacts: 0, matches: 0 };
  for (const point of series) {
    totals.views += point.views;
    totals.contacts += point.contacts;
    totals.matches += point.matches;
  }
  return { home_id: homeId, days, series, totals };
}
