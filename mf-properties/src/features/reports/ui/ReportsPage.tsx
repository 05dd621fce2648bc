// `rapports` (Statistiques de mes annonces): views, contacts and matches of one advert over 30, 90
// or 365 days, as totals and one line chart per series, with the figures in a hidden table for
// screen readers. A selector lists the user's homes when there are several.
import { Alert, Button, Card, SelectField, SkeletonText, VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { formatDay } from '../../../entities/owner-common/model/formValues';
import { searchWithHomeId } from '../../../entities/owner-common/model/homeIdQuery';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { SelectedHomeGate } from '../../../entities/owner-common/ui/SelectedHomeGate';
import {
  $loadError,
  $loadState,
  $properties,
  $report,
  loadPropertiesFx,
  peakOf,
  periodFrom,
  REPORT_PERIODS,
  reportOpened,
  reportRetried,
  SERIES,
  type ReportPeriod,
} from '../model/reports';
import { ReportChart } from './ReportChart';
import styles from './Reports.module.css';

export default function ReportsPage() {
  const t = useTexts();
  const loadProperties = useUnit(loadPropertiesFx);
  useEffect(() => {
    // Only for the selector: without the list the page still shows the selected home.
    loadProperties().catch(() => undefined);
  }, [loadProperties]);
  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('reports.title')}</h1>
        <p className={page.intro}>{t('reports.intro')}</p>
      </header>
      <SelectedHomeGate noHome={t('reports.noHome')}>{(homeId) => <ReportsView homeId={homeId} />}</SelectedHomeGate>
    </div>
  );
}

function HomeSelector({ homeId }: { homeId: number }) {
  const t = useTexts();
  const properties = useUnit($properties);
  const navigate = useNavigate();
  const location = useLocation();
  if (properties.length < 2) return null;
  const options = properties.map(({ home }) => ({
    value: String(home.id),
    label: home.step < 3 ? `${t('reports.incomplete')} (${home.city ?? t('reports.homeFallback', { id: home.id })})` : [home.name, home.city].filter(Boolean).join(' – ') || t('reports.homeFallback', { id: home.id }),
  }));
  return (
    <SelectField
      className={styles.homeSelect}
      label={t('reports.home')}
      options={options}
      value={String(homeId)}
      onChange={(event) => navigate(`${location.pathname}${searchWithHomeId(location.search, Number(event.target.value))}`)}
    />
  );
}

function PeriodChoice({ days, onChange }: { days: ReportPeriod; onChange: (days: ReportPeriod) => void }) {
  const t = useTexts();
  return (
    <fieldset className={styles.periods}>
      <legend>{t('reports.period.legend')}</legend>
      {REPORT_PERIODS.map((value) => (
        <label key={value} className={styles.period}>
          <input type="radio" name="report-period" value={value} checked={days === value} onChange={() => onChange(value)} />
          <span>{value === 365 ? t('reports.period.year') : t('reports.period.days', { days: value })}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ReportsView({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [params, setParams] = useSearchParams();
  const days = periodFrom(params.get('days'));
  const [report, state, error, open, retry] = useUnit([$report, $loadState, $loadError, reportOpened, reportRetried]);

  useEffect(() => {
    open({ homeId, days });
  }, [open, homeId, days]);

  const choosePeriod = (value: ReportPeriod) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('days', String(value));
      return next;
    });

  let body;
  if (state === 'failed')
    body = (
      <Alert tone="error" title={t('reports.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" onClick={() => retry()}>
          {t('reports.retry')}
        </Button>
      </Alert>
    );
  else if (!report) body = <SkeletonText lines={8} label={t('reports.loading')} />;
  else {
    const labels = { views: t('reports.series.views'), contacts: t('reports.series.contacts'), matches: t('reports.series.matches') };
    const empty = report.totals.views + report.totals.contacts + report.totals.matches === 0;
    body = (
      <div className={clsx(page.section, state === 'loading' && styles.stale)} aria-busy={state === 'loading' || undefined}>
        <section className={page.section} aria-labelledby="reports-totals-title">
          <h2 id="reports-totals-title" className={page.sectionTitle}>
            {t('reports.totals.title', { days: report.days })}
          </h2>
          <dl className={styles.totals}>
            {SERIES.map((key) => (
              <Card key={key} className={styles.total}>
                <dt>{t(`reports.totals.${key}`)}</dt>
                <dd>{new Intl.NumberFormat('fr-FR').format(report.totals[key])}</dd>
              </Card>
            ))}
          </dl>
        </section>
        {empty && <p className={page.muted}>{t('reports.empty')}</p>}
        <div className={styles.charts}>
          {SERIES.map((key) => {
            const peak = peakOf(report.series, key);
            const summary = peak
              ? t('reports.chart.summaryPeak', { series: labels[key], days: report.days, total: report.totals[key], max: peak[key], day: formatDay(peak.day) })
              : t('reports.chart.summary', { series: labels[key], days: report.days, total: report.totals[key], max: 0 });
            return (
              <Card key={key} as="figure" className={styles.figure}>
                <figcaption>{labels[key]}</figcaption>
                <ReportChart series={key} points={report.series} title={labels[key]} summary={summary} />
              </Card>
            );
          })}
        </div>
        <VisuallyHidden as="div">
          <table>
            <caption>{t('reports.chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.chart.day')}</th>
                {SERIES.map((key) => (
                  <th key={key} scope="col">
                    {t(`reports.totals.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.series.map((point) => (
                <tr key={point.day}>
                  <th scope="row">{formatDay(point.day)}</th>
                  {SERIES.map((key) => (
                    <td key={key}>{point[key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <HomeSelector homeId={homeId} />
        <PeriodChoice days={days} onChange={choosePeriod} />
      </div>
      {body}
    </>
  );
}
