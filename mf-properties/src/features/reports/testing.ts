// Test data of the reports (imported by tests only).
import type { AdvertReport, ReportPoint } from '@coloc/shared';

export function makeReport(days = 30, homeId = 31): AdvertReport {
  const series: ReportPoint[] = Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(2026, 1, 1 + i));
    return { day: date.toISOString().slice(0, 10), views: i % 5, contacts: i === 3 ? 2 : 0, matches: 0 };
  });
  const totals = series.reduce((sum, p) => ({ views: sum.views + p.views, contacts: sum.contacts + p.contacts, matches: sum.matches + p.matches }), { views: 0, contacts: 0, matches: 0 });
  return { home_id: homeId, days, series, totals };
}
