import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $chosen, $offers, $offersError, $offersState, $saveError, $saveState, offerPicked, offerSettled, offersOpened, offersRetried } from '../model/offers';
import { MANDATE_OFFER_ID } from '../model/price';
import styles from './Checkout.module.css';
import { OfferCards } from './OfferCards';

/** The offers of GET /api/offers; a choice is saved on the home at once and told to the host. */
export function OffersStage({ homeId, onOfferChosen }: { homeId: number | null; onOfferChosen?: (offerId: string) => void }) {
  const t = useTexts();
  const statusId = useId();
  const [offers, state, error, chosen, saveState, saveError] = useUnit([$offers, $offersState, $offersError, $chosen, $saveState, $saveError]);
  // The host may pass a new callback at every update: always call the latest.
  const onChosenRef = useRef(onOfferChosen);
  onChosenRef.current = onOfferChosen;

  useEffect(() => {
    offersOpened({ homeId });
  }, [homeId]);
  useEffect(() => offerSettled.watch((offerId) => onChosenRef.current?.(offerId)), []);

  if (state === 'loading') return <SkeletonText lines={6} label={t('checkout.loading')} />;
  if (state === 'failed') {
    return (
      <Alert tone="error" title={t('checkout.offers.loadFailed')}>
        <p>{error}</p>
        <Button variant="secondary" onClick={() => offersRetried()}>
          {t('checkout.retry')}
        </Button>
      </Alert>
    );
  }
  if (offers.length === 0) return <Alert tone="warning">{t('checkout.offers.none')}</Alert>;
  const chosenOffer = offers.find((offer) => offer.id === chosen);

  return (
    <div className={styles.stack}>
      <OfferCards offers={offers} chosen={chosen} onChoose={(offerId) => offerPicked(offerId)} describedBy={statusId} />
      <p id={statusId} role="status" className={clsx(styles.status, saveState === 'saved' && styles.statusSaved, saveState === 'failed' && styles.statusError)}>
        {saveState === 'saving' && t('checkout.offers.saving')}
        {saveState === 'saved' && chosenOffer && t('checkout.offers.saved', { name: chosenOffer.name })}
        {saveState === 'failed' && t('checkout.offers.saveFailed', { message: saveError ?? '' })}
      </p>
      {offers.some((offer) => offer.id === MANDATE_OFFER_ID) && (
        <Alert tone="info" title={t('checkout.offers.mandateTitle')}>
          {t('checkout.offers.mandateText')}
        </Alert>
      )}
    </div>
  );
}
