import { $user, formatDay, pathTo, type PaymentResult, type SubscriptionDetails } from '@coloc/shared';
import { Alert, Button, SkeletonText, Spinner } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $form, $payError, $paying, payClicked, paymentClosed } from '../model/payment';
import { euros, MANDATE_OFFER_ID } from '../model/price';
import { $homeSubscription, $result, $resultError, $resultState, resultClosed, resultOpened, resultRefreshed } from '../model/result';
import styles from './Checkout.module.css';
import { HostedForm } from './HostedForm';
import { SandboxLabel } from './SandboxLabel';

const day = (date: string) => formatDay(date);

function SubscriptionLink() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  return <Link to={pathTo('DashboardSubscription', {}, { user, from: location })}>{t('checkout.result.subscriptionLink')}</Link>;
}

function Success({ result }: { result: PaymentResult }) {
  const t = useTexts();
  const sub = result.subscription;
  return (
    <Alert tone="success" title={t('checkout.result.successTitle')}>
      {sub && <p>{t('checkout.result.successText', { offer: sub.offer_name, date: day(sub.valid_until) })}</p>}
      {result.invoice ? (
        <p>{t('checkout.result.invoice', { number: result.invoice.number, amount: euros(result.invoice.total_cents) })}</p>
      ) : (
        <p>{t('checkout.result.invoiceLater')}</p>
      )}
      <ul className={styles.links}>
        {result.invoice && (
          <li>
            <a href={result.invoice.pdf_url} download>
              {t('checkout.result.invoiceLink', { number: result.invoice.number })}
            </a>
          </li>
        )}
        <li>
          <SubscriptionLink />
        </li>
      </ul>
    </Alert>
  );
}

/** Refused or cancelled: nothing was charged; « Réessayer » starts a new payment of the same offer. */
function Failure({ result, homeId, returnPath }: { result: PaymentResult; homeId: number | null; returnPath: string }) {
  const t = useTexts();
  const [paying, form, payError] = useUnit([$paying, $form, $payError]);
  const offerId = result.subscription?.offer ?? null;
  return (
    <Alert tone="error" title={result.status === 'cancelled' ? t('checkout.result.cancelledTitle') : t('checkout.result.refusedTitle')}>
      {result.failure_reason && <p>{result.failure_reason}</p>}
      <p>
        <strong>{t('checkout.result.nothingCharged')}</strong>
      </p>
      {payError && <p>{t('checkout.payment.failed', { message: payError })}</p>}
      {offerId && (
        <div className={styles.actions}>
          <Button onClick={() => payClicked({ offerId, homeId, returnPath })} loading={paying || form !== null}>
            {t('checkout.result.tryAgain')}
          </Button>
        </div>
      )}
      {form && <HostedForm form={form} />}
    </Alert>
  );
}

function Running({ subscription }: { subscription: SubscriptionDetails | null }) {
  const t = useTexts();
  if (!subscription) return <Alert tone="info">{t('checkout.result.none')}</Alert>;
  if (subscription.offer === MANDATE_OFFER_ID) {
    return (
      <Alert tone="success" title={t('checkout.result.mandateTitle')}>
        {t('checkout.result.mandateText')}
      </Alert>
    );
  }
  return (
    <Alert tone="success" title={t('checkout.result.runningTitle')}>
      <p>{t('checkout.result.runningText', { offer: subscription.offer_name, date: day(subscription.valid_until) })}</p>
      <SubscriptionLink />
    </Alert>
  );
}

/** The return from the provider: reads `reference` from the URL and shows what the server knows. */
export function ResultStage({ homeId, returnPath }: { homeId: number | null; returnPath: string }) {
  const t = useTexts();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const [state, result, error, subscription] = useUnit([$resultState, $result, $resultError, $homeSubscription]);

  useEffect(() => {
    resultOpened({ reference, homeId });
    return () => {
      resultClosed();
      paymentClosed();
    };
  }, [reference, homeId]);

  if (state === 'loading') return <SkeletonText lines={4} label={t('checkout.loading')} />;
  if (state === 'failed') {
    return (
      <Alert tone="error" title={t('checkout.result.loadFailed')}>
        <p>{error ?? t('checkout.result.notFound')}</p>
      </Alert>
    );
  }
  if (!reference) return <Running subscription={subscription} />;
  if (!result) return null;

  return (
    <div className={styles.stack}>
      {result.sandbox && <SandboxLabel />}
      {state === 'pending' && (
        <Alert tone="info" title={t('checkout.result.pendingTitle')}>
          <div className={styles.pending}>
            <Spinner label={t('checkout.result.pendingTitle')} />
            <p>{t('checkout.result.pendingText')}</p>
          </div>
        </Alert>
      )}
      {state === 'slow' && (
        <Alert tone="warning" title={t('checkout.result.slowTitle')}>
          <p>{t('checkout.result.slowText')}</p>
          <Button variant="secondary" onClick={() => resultRefreshed()}>
            {t('checkout.result.refresh')}
          </Button>
        </Alert>
      )}
      {state === 'ready' && result.status === 'succeeded' && <Success result={result} />}
      {state === 'ready' && (result.status === 'refused' || result.status === 'cancelled') && <Failure result={result} homeId={homeId} returnPath={returnPath} />}
    </div>
  );
}
