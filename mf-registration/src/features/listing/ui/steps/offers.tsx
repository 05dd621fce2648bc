// offres, annonce-moderation, annonce-paiement, succes-paiement: shared by owners, agents, managers
// and owner-occupiers. Offers, payment and its result belong to mf-payments: these steps mount its
// ./Checkout widget (offers saved on the home, the hosted payment, the provider's return) and keep
// the flow's own navigation. When mf-payments cannot be loaded they say so, and never claim a payment.
import { isPro, type Home } from '@coloc/shared';
import { Alert, RemoteWidget } from '@coloc/shared/ui';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../../i18n/useTexts';
import { saveHome } from '../../../../entities/flow/api/registrationApi';
import { StepForm } from '../../../../entities/flow/ui/StepForm';
import { missingItems } from '../../model/drafts';
import styles from '../listing.module.css';
import { listingStepUrl, withHome, type SavedHomeStepProps } from '../withHome';

/** The mandate: the agency is paid at the lease signature, nothing at listing time. */
const MANDATE_OFFER_ID = 'mandate';

/** Where the provider sends the browser back: this flow's succes-paiement step. */
function resultPath(flow: SavedHomeStepProps['flow'], home: Home): string {
  return listingStepUrl(flow, 'succes-paiement', home.id);
}

/** The data of mf-payments' ./Checkout widget (see its CheckoutWidget.tsx). */
interface CheckoutData extends Record<string, unknown> {
  stage: 'offers' | 'payment' | 'result';
  homeId: number | null;
  returnPath: string;
  onOfferChosen?: (offerId: string) => void;
  onDone?: () => void;
}

function Checkout({ data, fallbackTitle, fallbackText }: { data: CheckoutData; fallbackTitle: string; fallbackText: string }) {
  return (
    <RemoteWidget
      remote="mf_payments"
      exposed="Checkout"
      data={data}
      fallback={
        <Alert tone="warning" title={fallbackTitle}>
          {fallbackText}
        </Alert>
      }
    />
  );
}

/** offres: the offers (mf-payments saves the choice on the home); 'Suivant' needs one chosen. */
function OffresStep({ flow, home }: SavedHomeStepProps) {
  const t = useTexts();
  const [chosen, setChosen] = useState<string | null>(home.offer);
  const [submitted, setSubmitted] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const returnPath = resultPath(flow, home);
  const data = useMemo<CheckoutData>(() => ({ stage: 'offers', homeId: home.id, returnPath, onOfferChosen: (offerId) => setChosen(offerId) }), [home.id, returnPath]);

  function submit() {
    setSubmitted(true);
    if (!chosen) {
      requestAnimationFrame(() => errorRef.current?.focus());
      return false;
    }
    // Already saved on the home by the widget when it was chosen.
    return undefined;
  }

  return (
    <StepForm flow={flow} title={t('listing.offers.title')} intro={t('listing.offers.intro')} onSubmit={submit}>
      <div className={styles.stack}>
        <Checkout data={data} fallbackTitle={t('listing.offers.unavailable')} fallbackText={t('listing.offers.unavailableText')} />
        {submitted && !chosen && (
          <p ref={errorRef} tabIndex={-1} className={styles.error} role="alert">
            {t('listing.offers.required')}
          </p>
        )}
      </div>
    </StepForm>
  );
}
export const Offres = withHome(OffresStep, { needsHome: true });

/** Where an incomplete advert is completed: the summary for pros, home-3c for owner-occupiers. */
function completeUrl(flow: SavedHomeStepProps['flow'], home: Home): string {
  return listingStepUrl(flow, isPro(flow.user) ? 'annonce-recapitulatif' : 'home-3c', home.id);
}

/** annonce-moderation: explains the review, then submits the advert (moderation_status 'pending'). */
function ModerationStep({ flow, home, target }: SavedHomeStepProps) {
  const t = useTexts();
  const [current, setCurrent] = useState(home);
  const [blocked, setBlocked] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const submittedAlready = current.published || current.moderation_status === 'pending';
  const missing = missingItems(current);
  const complete = current.step >= 3;

  async function submit() {
    if (submittedAlready) return;
    if (!complete) {
      setBlocked(true);
      return false;
    }
    const saved = await saveHome(target, { moderation_status: 'pending' });
    setCurrent(saved);
    // Stays so that the new state is seen; 'Suivant' then goes on.
    requestAnimationFrame(() => statusRef.current?.focus());
    return false;
  }

  return (
    <StepForm
      flow={flow}
      title={t('listing.moderation.title')}
      intro={t('listing.moderation.intro')}
      onSubmit={submit}
      submitLabel={submittedAlready ? undefined : t('listing.moderation.submit')}
    >
      <div className={styles.stack}>
        <p>{t('listing.moderation.explain')}</p>
        <div ref={statusRef} tabIndex={-1}>
          {current.published ? (
            <Alert tone="success" title={t('listing.moderation.published')}>
              {t('listing.moderation.publishedText')}
            </Alert>
          ) : current.moderation_status === 'pending' ? (
            <Alert tone="info" title={t('listing.moderation.pending')}>
              {t('listing.moderation.pendingText')}
            </Alert>
          ) : !complete ? (
            <Alert tone={blocked ? 'error' : 'warning'}>
              <p>{t('listing.moderation.incomplete')}</p>
              <ul className={styles.summaryList}>
                {missing.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
              <Link to={completeUrl(flow, current)}>{t('listing.moderation.completeLink')}</Link>
            </Alert>
          ) : null}
        </div>
      </div>
    </StepForm>
  );
}
export const AnnonceModeration = withHome(ModerationStep, { needsHome: true });

/**
 * annonce-paiement: the chosen offer and « Payer … » (the widget leaves for the provider's page);
 * the mandate is confirmed there and the flow goes on. 'Payer plus tard' moves on without paying.
 */
function PaiementStep({ flow, home }: SavedHomeStepProps) {
  const t = useTexts();
  const returnPath = resultPath(flow, home);
  // The flow's `next` changes identity with each render of the page: always call the latest.
  const nextRef = useRef(flow.next);
  nextRef.current = flow.next;
  const data = useMemo<CheckoutData>(() => ({ stage: 'payment', homeId: home.id, returnPath, onDone: () => void nextRef.current() }), [home.id, returnPath]);
  const mandate = home.offer === MANDATE_OFFER_ID;

  return (
    <StepForm
      flow={flow}
      title={t('listing.payment.title')}
      onSubmit={() => undefined}
      submitLabel={home.offer && !mandate ? t('listing.payment.later') : undefined}
      submitRole={home.offer && !mandate ? 'skip' : 'next'}
    >
      <div className={styles.stack}>
        {home.offer ? (
          <Checkout data={data} fallbackTitle={t('listing.payment.unavailable')} fallbackText={`${t('listing.payment.unavailableText')} ${t('listing.payment.nothingCharged')}`} />
        ) : (
          <Alert tone="warning">
            <p>{t('listing.payment.noOffer')}</p>
            <Link to={listingStepUrl(flow, 'offres', home.id)}>{t('listing.payment.chooseOffer')}</Link>
          </Alert>
        )}
      </div>
    </StepForm>
  );
}
export const AnnoncePaiement = withHome(PaiementStep, { needsHome: true });

/** succes-paiement: where the provider sends the browser back; the widget reads `reference` and shows the outcome. */
function ResultStep({ flow, home }: SavedHomeStepProps) {
  const t = useTexts();
  const last = flow.position === flow.total;
  const returnPath = resultPath(flow, home);
  const data = useMemo<CheckoutData>(() => ({ stage: 'result', homeId: home.id, returnPath }), [home.id, returnPath]);
  return (
    <StepForm
      flow={flow}
      title={t('listing.paymentResult.title')}
      onSubmit={() => undefined}
      submitLabel={last ? t('listing.paymentResult.toProperties') : t('listing.paymentResult.toSearch')}
    >
      <div className={styles.stack}>
        <Checkout data={data} fallbackTitle={t('listing.paymentResult.unavailable')} fallbackText={t('listing.paymentResult.unavailableText')} />
        <section className={styles.section} aria-labelledby="result-next">
          <h2 id="result-next" className={styles.sectionTitle}>
            {t('listing.paymentResult.nextTitle')}
          </h2>
          <ul className={styles.summaryList}>
            <li>
              {home.published
                ? t('listing.moderation.publishedText')
                : home.moderation_status === 'pending'
                  ? t('listing.paymentResult.nextModeration')
                  : t('listing.paymentResult.nextNotSubmitted')}
            </li>
            {home.offer === MANDATE_OFFER_ID && <li>{t('listing.paymentResult.nextMandate')}</li>}
          </ul>
        </section>
      </div>
    </StepForm>
  );
}
export const SuccesPaiement = withHome(ResultStep, { needsHome: true });
