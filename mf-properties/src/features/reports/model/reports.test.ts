import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeReport } from '../testing';
import { $loadState, $report, peakOf, periodFrom, reportOpened } from './reports';

describe('reports model', () => {
  it('reads the period of the URL, 30 days otherwise', () => {
    expect(periodFrom('90')).toBe(90);
    expect(periodFrom('365')).toBe(365);
    expect(periodFrom('12')).toBe(30);
    expect(periodFrom(null)).toBe(30);
  });

  it('finds the busiest day of a series', () => {
    const report = makeReport();
    expect(peakOf(report.series, 'views')?.day).toBe('2026-02-05');
    expect(peakOf(report.series, 'contacts')?.day).toBe('2026-02-04');
    expect(peakOf(report.series, 'matches')).toBeNull();
  });

  it('asks for the period and keeps only the answer to the last question', async () => {
    let release: (() => void) | undefined;
    const api = mockApi({
      'GET /api/homes/31/reports': (request) => {
        const days = Number(new URL(request.url).searchParams.get('days'));
        if (days === 30) return new Promise<Response>((resolve) => (release = () => resolve(json(200, makeReport(30)))));
        return json(200, makeReport(days));
      },
    });
    const scope = fork();
    const slow = allSettled(reportOpened, { scope, params: { homeId: 31, days: 30 } });
    const fast = allSettled(reportOpened, { scope, params: { homeId: 31, days: 90 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release?.();
    await Promise.all([slow, fast]);
    expect(scope.getState($report)?.days).toBe(90);
    expect(scope.getState($loadState)).toBe('ready');
    expect(api.requests.map((r) => new URL(r.url).searchParams.get('days'))).toEqual(['30', '90']);
  });
});
