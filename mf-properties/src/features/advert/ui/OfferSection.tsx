// « Offre et visibilité » on annonce/{home_id}: mf-payments' ./Checkout widget, one stage at a
// time: choose the offer (saved on the home), pay it (the provider sends the browser back here
// with `reference`), then the result. Only for users with advert access (SPEC 6).
import type { Home } from '@coloc/shared';
import { Alert, Button, Card, RemoteWidget } from '@coloc/shared/ui';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import styles from './Advert.module.css';

type Stage = 'offers' | 'payment' | 'result';

export function OfferSection({ home }: { home: Home }) {
  const t = useTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returned = params.has('reference');
  const [chosen, setChosen] = useState<string | null>(home.offer);
  const [stage, setStage] = useState<Stage>(returned ? 'result' : 'offers');

  const data = useMemo(
    () => ({ stage, homeId: home.id, returnPath: location.pathname, onOfferChosen: (offerId: string) => setChosen(offerId), onDone: () => setStage('result') }),
    [stage, home.id, location.pathname],
  );

  /** Back to the choice; a returned payment's reference is dropped from the URL. */
  function chooseAgain() {
    if (returned) {
      const next = new URLSearchParams(params);
      next.delete('reference');
      const query = next.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    }
    setStage('offers');
  }

  return (
    <Card as="section" padding="lg" className={styles.section} aria-labelledby="advert-offer-title">
      <h2 id="advert-offer-title" className={styles.sectionTitle}>
        {t('advert.offer.title')}
      </h2>
      {stage === 'offers' && <p className={styles.muted}>{t('advert.offer.choose')}</p>}
      <RemoteWidget
        // A new parcel per stage: each stage reads the home afresh (the offer just chosen).
        key={stage}
        remote="mf_payments"
        exposed="Checkout"
        data={data}
        fallback={
          <Alert tone="warning" title={t('advert.offer.unavailable')}>
            {t('advert.offer.unavailableText')}
          </Alert>
        }
      />
      <div className={styles.headerActions}>
        {stage === 'offers' && chosen && <Button onClick={() => setStage('payment')}>{t('advert.offer.toPayment')}</Button>}
        {stage === 'payment' && (
          <Button variant="secondary" onClick={() => setStage('offers')}>
            {t('advert.offer.change')}
          </Button>
        )}
        {stage === 'result' && (
          <Button variant="secondary" onClick={chooseAgain}>
            {t('advert.offer.another')}
          </Button>
        )}
      </div>
    </Card>
  );
}
