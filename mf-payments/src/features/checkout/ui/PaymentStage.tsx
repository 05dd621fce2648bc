import { Alert, Button, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $applied, $form, $payError, $paying, $paymentLoadError, $paymentOffer, $paymentState, $provider, $signingUrl, payClicked, paymentClosed, paymentOpened, paymentRetried } from '../model/payment';
import { euros, isFree, splitVat } from '../model/price';
import styles from './Checkout.module.css';
import { HostedForm } from './HostedForm';
import { durationText } from './OfferCards';
import { SandboxLabel } from './SandboxLabel';

/**
 * The chosen offer with its price (TTC, and HT + TVA), and « Payer … »: the subscription is started,
 * the signed form fetched and submitted (the browser leaves for the provider's page). The mandate
 * costs nothing now: it is confirmed here and the host is told (onDone).
 */
export function PaymentStage({ homeId, returnPath, onDone }: { homeId: number | null; returnPath: string; onDone?: () => void }) {
  const t = useTexts();
  const [offer, provider, state, loadError, paying, form, applied, payError, signingUrl] = useUnit([
    $paymentOffer,
    $provider,
    $paymentState,
    $paymentLoadError,
    $paying,
    $form,
    $applied,
    $payError,
    $signingUrl,
  ]);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    paymentOpened({ homeId });
    return () => paymentClosed();
  }, [homeId]);
  useEffect(() => {
    if (applied) onDoneRef.current?.();
  }, [applied]);

  if (state === 'loading') return <SkeletonText lines={5} label={t('checkout.loading')} />;
  if (state === 'failed') {
    return (
      <Alert tone="error" title={t('checkout.payment.loadFailed')}>
        <p>{loadError}</p>
        <Button variant="secondary" onClick={() => paymentRetried()}>
          {t('checkout.retry')}
        </Button>
      </Alert>
    );
  }
  if (!offer) return <Alert tone="warning">{t('checkout.payment.noOffer')}</Alert>;

  const free = isFree(offer);
  const { netCents, vatCents } = splitVat(offer.price_cents);
  const pay = () => payClicked({ offerId: offer.id, homeId, returnPath });
  const busy = paying || form !== null;

  return (
    <div className={styles.stack}>
      <Card as="section" padding="lg" aria-labelledby="checkout-offer">
        <div className={styles.summary}>
          <div className={styles.summaryOffer}>
            <p className={styles.note}>{t('checkout.payment.chosen')}</p>
            <h2 id="checkout-offer" className={styles.offerName}>
              {offer.name}
            </h2>
            <p className={styles.note}>{durationText(offer, t)}</p>
          </div>
          {!free && (
            <div className={styles.amounts}>
              <p className={styles.note}>{t('checkout.payment.totalLabel')}</p>
              <p className={styles.total}>{t('checkout.payment.ttc', { price: euros(offer.price_cents) })}</p>
              <p className={styles.note}>{t('checkout.payment.breakdown', { net: euros(netCents), vat: euros(vatCents) })}</p>
            </div>
          )}
        </div>
      </Card>

      {free ? (
        applied ? (
          <Alert tone="success">{t('checkout.payment.mandateDone')}</Alert>
        ) : (
          <>
            <Alert tone="info">{t('checkout.payment.mandateNothing')}</Alert>
            {payError && <Alert tone="error">{t('checkout.payment.failed', { message: payError })}</Alert>}
            <div className={styles.actions}>
              <Button onClick={pay} loading={paying || signingUrl !== null}>
                {t('checkout.payment.mandateConfirm')}
              </Button>
            </div>
          </>
        )
      ) : (
        <>
          {provider?.sandbox && (
            <>
              <SandboxLabel />
              <p className={styles.note}>{t('checkout.sandboxHint')}</p>
            </>
          )}
          <p className={styles.note}>{t('checkout.payment.secure')}</p>
          <p className={styles.note}>{t('checkout.payment.renewal')}</p>
          {payError && <Alert tone="error">{t('checkout.payment.failed', { message: payError })}</Alert>}
          <div className={styles.actions}>
            <Button size="lg" onClick={pay} loading={busy} disabled={busy}>
              {t('checkout.payment.pay', { price: euros(offer.price_cents) })}
            </Button>
            {busy && (
              <span role="status" className={styles.note}>
                {form ? t('checkout.payment.redirecting') : t('checkout.payment.paying')}
              </span>
            )}
          </div>
          {form && <HostedForm form={form} />}
        </>
      )}
    </div>
  );
}
