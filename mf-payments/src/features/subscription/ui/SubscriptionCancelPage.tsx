// `abonnement/annulation`: what stops (the tacit renewal and its charge) and what continues (the
// offer, to its last day), a confirmation, then back to `abonnement` saying it is done.
import { $user, confirm, pathTo } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { nextChargeDate, subscriptionToCancel } from '../model/rules';
import { $cancelError, $overview, $overviewError, $overviewState, cancelFx, subscriptionPageOpened } from '../model/subscription';
import { day, euros } from './format';
import styles from './Subscription.module.css';

export default function SubscriptionCancelPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, overview, error, cancelError, cancel, cancelling] = useUnit([$overviewState, $overview, $overviewError, $cancelError, cancelFx, cancelFx.pending]);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    subscriptionPageOpened();
  }, []);
  useEffect(() => {
    if (cancelError) errorRef.current?.focus();
  }, [cancelError]);

  const requested = params.get('subscription');
  const target = subscriptionToCancel(overview, requested ? Number(requested) : null);
  const back = pathTo('DashboardSubscription', {}, { user, from: location });

  async function submit() {
    if (!target) return;
    const yes = await confirm({
      title: t('subscription.cancelPage.confirmTitle'),
      content: t('subscription.cancelPage.confirmContent', { offer: target.offer_name, date: day(target.valid_until) }),
      yes: t('subscription.cancelPage.confirmYes'),
      no: t('subscription.cancelPage.confirmNo'),
    });
    if (!yes) return;
    try {
      const done = await cancel(target.id);
      navigate(pathTo('DashboardSubscription', {}, { user, from: location, query: { resiliation: done.id } }));
    } catch {
      // Said next to the button ($cancelError).
    }
  }

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('subscription.cancelPage.title')}</h1>
        <Link to={back}>{t('subscription.cancelPage.back')}</Link>
      </header>

      {state === 'loading' && <SkeletonText lines={5} label={t('subscription.loading')} />}
      {state === 'failed' && (
        <Alert tone="error" title={t('subscription.loadFailed')}>
          <p>{error}</p>
          <Button variant="secondary" onClick={() => subscriptionPageOpened()}>
            {t('subscription.retry')}
          </Button>
        </Alert>
      )}
      {state === 'ready' && !target && <Alert tone="info">{t('subscription.cancelPage.nothing')}</Alert>}
      {state === 'ready' && target && (
        <Card padding="lg" className={styles.section}>
          <p className={styles.offerName}>{t('subscription.offer', { name: target.offer_name })}</p>
          {target.home_name && <p className={styles.muted}>{t('subscription.cancelPage.homeLine', { name: target.home_name })}</p>}
          <section className={styles.section} aria-labelledby="cancel-stops">
            <h2 id="cancel-stops" className={styles.sectionTitle}>
              {t('subscription.cancelPage.stopsTitle')}
            </h2>
            <p>
              {t('subscription.cancelPage.stops', {
                offer: target.offer_name,
                price: euros(target.price_cents),
                date: day(nextChargeDate(target, overview!)),
              })}
            </p>
          </section>
          <section className={styles.section} aria-labelledby="cancel-continues">
            <h2 id="cancel-continues" className={styles.sectionTitle}>
              {t('subscription.cancelPage.continuesTitle')}
            </h2>
            <p>{t('subscription.cancelPage.continues', { date: day(target.valid_until) })}</p>
            <p className={styles.muted}>{t('subscription.cancelPage.nothingRefunded')}</p>
          </section>
          {cancelError && (
            <div ref={errorRef} tabIndex={-1}>
              <Alert tone="error">{t('subscription.cancelPage.failed', { message: cancelError })}</Alert>
            </div>
          )}
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => void submit()} loading={cancelling}>
              {t('subscription.cancelPage.confirm')}
            </Button>
            <Link to={back}>{t('subscription.cancelPage.confirmNo')}</Link>
          </div>
        </Card>
      )}
    </div>
  );
}
