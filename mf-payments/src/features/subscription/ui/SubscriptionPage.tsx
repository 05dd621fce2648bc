// `abonnement`: the current and last subscription (SPEC 4, as the server answers them), the
// renewal date and the way to cancel, the history, the latest invoices and the referral box. The
// check 'user has a subscription' stays true (no feature is locked): this page shows the real state.
import { $user, pathTo, type SubscriptionDetails } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { ReferralBox } from '../../../entities/referral/ui/ReferralBox';
import { renewingSubscription, statusTone } from '../model/rules';
import { $latestInvoices, $overview, $overviewError, $overviewState, subscriptionPageOpened } from '../model/subscription';
import { day, euros } from './format';
import styles from './Subscription.module.css';

function SubscriptionCard({ subscription, kicker }: { subscription: SubscriptionDetails; kicker: string }) {
  const t = useTexts();
  return (
    <Card as="article" padding="lg" className={styles.subCard} aria-label={`${kicker} : ${t('subscription.offer', { name: subscription.offer_name })}`}>
      <p className={styles.kicker}>{kicker}</p>
      <p className={styles.offerName}>{t('subscription.offer', { name: subscription.offer_name })}</p>
      <p>
        <Tag tone={statusTone(subscription)}>{t(`subscription.status.${subscription.status}`)}</Tag>{' '}
        {subscription.source !== 'payment' && <Tag tone="neutral">{t(`subscription.source.${subscription.source}`)}</Tag>}
      </p>
      <p>{subscription.home_id !== null ? t('subscription.home', { name: subscription.home_name ?? t('subscription.homeUnknown') }) : null}</p>
      <p>
        {subscription.valid_from
          ? t('subscription.period', { from: day(subscription.valid_from), until: day(subscription.valid_until) })
          : t('subscription.until', { until: day(subscription.valid_until) })}
      </p>
      <p className={styles.muted}>{subscription.price_cents > 0 ? t('subscription.price', { price: euros(subscription.price_cents) }) : t('subscription.free')}</p>
    </Card>
  );
}

function History({ subscriptions }: { subscriptions: SubscriptionDetails[] }) {
  const t = useTexts();
  if (subscriptions.length === 0) return <p className={styles.muted}>{t('subscription.historyEmpty')}</p>;
  const c = (key: 'offer' | 'home' | 'period' | 'origin' | 'status' | 'price') => t(`subscription.columns.${key}`);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('subscription.historyCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{c('offer')}</th>
            <th scope="col">{c('home')}</th>
            <th scope="col">{c('period')}</th>
            <th scope="col">{c('origin')}</th>
            <th scope="col">{c('status')}</th>
            <th scope="col" className={styles.num}>
              {c('price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.offer_name}</th>
              <td data-label={c('home')}>{s.home_id !== null ? (s.home_name ?? t('subscription.homeUnknown')) : '—'}</td>
              <td data-label={c('period')}>
                {s.valid_from ? t('subscription.period', { from: day(s.valid_from), until: day(s.valid_until) }) : t('subscription.until', { until: day(s.valid_until) })}
              </td>
              <td data-label={c('origin')}>{t(`subscription.source.${s.source}`)}</td>
              <td data-label={c('status')}>
                <Tag tone={statusTone(s)}>{t(`subscription.status.${s.status}`)}</Tag>
              </td>
              <td data-label={c('price')} className={styles.num}>
                {s.price_cents > 0 ? euros(s.price_cents) : t('subscription.free')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LatestInvoices() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const invoices = useUnit($latestInvoices);
  return (
    <Card as="section" padding="lg" className={styles.section} aria-labelledby="latest-invoices">
      <h2 id="latest-invoices" className={styles.sectionTitle}>
        {t('subscription.invoices')}
      </h2>
      {invoices === null ? (
        <p className={styles.muted}>{t('subscription.invoicesFailed')}</p>
      ) : invoices.length === 0 ? (
        <p className={styles.muted}>{t('subscription.invoicesEmpty')}</p>
      ) : (
        <ul className={styles.invoiceList}>
          {invoices.slice(0, 3).map((invoice) => (
            <li key={invoice.id}>
              <span>{t('subscription.invoiceLine', { number: invoice.number, date: day(invoice.issued_on), amount: euros(invoice.total_cents) })}</span>
              <a href={invoice.pdf_url} download aria-label={t('subscription.invoiceDownload', { number: invoice.number })}>
                PDF
              </a>
            </li>
          ))}
        </ul>
      )}
      <Link to={pathTo('DashboardInvoices', {}, { user, from: location })}>{t('subscription.allInvoices')}</Link>
    </Card>
  );
}

export default function SubscriptionPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [params] = useSearchParams();
  const [state, overview, error] = useUnit([$overviewState, $overview, $overviewError]);

  useEffect(() => {
    subscriptionPageOpened();
  }, []);

  const cancelledId = Number(params.get('resiliation'));
  const cancelled = overview?.subscriptions.find((s) => s.id === cancelledId && s.status === 'cancelled') ?? null;
  const renewing = renewingSubscription(overview);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('subscription.title')}</h1>
        <p className={styles.intro}>{t('subscription.intro')}</p>
      </header>

      {cancelled && (
        <div role="status">
          <Alert tone="success">{t('subscription.cancelledNotice', { date: day(cancelled.valid_until) })}</Alert>
        </div>
      )}

      {state === 'loading' && <SkeletonText lines={6} label={t('subscription.loading')} />}
      {state === 'failed' && (
        <Alert tone="error" title={t('subscription.loadFailed')}>
          <p>{error}</p>
          <Button variant="secondary" onClick={() => subscriptionPageOpened()}>
            {t('subscription.retry')}
          </Button>
        </Alert>
      )}

      {state === 'ready' && overview && (
        <>
          {overview.current ? (
            <div className={styles.cards}>
              <SubscriptionCard subscription={overview.current} kicker={t('subscription.current')} />
              {overview.last && overview.last.id !== overview.current.id && <SubscriptionCard subscription={overview.last} kicker={t('subscription.last')} />}
            </div>
          ) : (
            <Card padding="lg" className={styles.section}>
              <p>
                <strong>{t('subscription.none')}</strong>
              </p>
              <p className={styles.muted}>{t('subscription.noneHint')}</p>
              <div className={styles.actions}>
                <Link className={buttonClassName({ variant: 'secondary' })} to={pathTo('DashboardProperties', {}, { user, from: location })}>
                  {t('subscription.toProperties')}
                </Link>
              </div>
            </Card>
          )}

          {overview.current && (
            <Card padding="lg" className={styles.renewal}>
              <p>{overview.renewal_date ? t('subscription.renewal', { date: day(overview.renewal_date) }) : t('subscription.noRenewal')}</p>
              {renewing && (
                <Link
                  className={buttonClassName({ variant: 'secondary' })}
                  to={pathTo('DashboardSubscriptionCancel', {}, { user, from: location, query: { subscription: renewing.id } })}
                >
                  {t('subscription.cancel')}
                </Link>
              )}
            </Card>
          )}

          <section className={styles.section} aria-labelledby="subscription-history">
            <h2 id="subscription-history" className={styles.sectionTitle}>
              {t('subscription.history')}
            </h2>
            <History subscriptions={overview.subscriptions} />
          </section>
          <div className={styles.columns}>
            <LatestInvoices />
            <ReferralBox />
          </div>
        </>
      )}
    </div>
  );
}
