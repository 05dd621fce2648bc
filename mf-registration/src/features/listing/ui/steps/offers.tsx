// offres, annonce-moderation, annonce-paiement, succes-paiement: shared by owners, agents, managers
// and owner-occupiers. Payment itself belongs to the future mf-payments remote: until it exists
// these steps say plainly that nothing has been paid, never a success.
import { errorText, formatEuro, isPro, type Home, type Offer } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText, Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts, type Translate } from '../../../../i18n/useTexts';
import { fetchOffers, saveHome } from '../../../flow/api/registrationApi';
import { StepForm } from '../../../flow/ui/StepForm';
import { missingItems } from '../../model/drafts';
import styles from '../listing.module.css';
import { listingStepUrl, withHome, type SavedHomeStepProps } from '../withHome';

/** The mandate: the agency is paid at the lease signature, nothing at listing time. */
const MANDATE_OFFER_ID = 'mandate';
const isMandate = (offer: Pick<Offer, 'id'> | null | undefined) => offer?.id === MANDATE_OFFER_ID;

type OffersState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; offers: Offer[] };

function useOffers() {
  const [loaded, setLoaded] = useState<OffersState>({ state: 'loading' });
  const load = useCallback(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    fetchOffers().then(
      (offers) => live && setLoaded({ state: 'ready', offers }),
      (error: unknown) => live && setLoaded({ state: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => load(), [load]);
  return { loaded, reload: load };
}

function OffersFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useTexts();
  return (
    <Alert tone="error" title={t('listing.offers.loadFailed')}>
      <p>{message}</p>
      <Button variant="secondary" onClick={retry}>
        {t('listing.retry')}
      </Button>
    </Alert>
  );
}

function priceText(offer: Offer, t: Translate): string {
  return isMandate(offer) || offer.price_cents === 0
    ? t('listing.offers.free')
    : t('listing.offers.price', { price: formatEuro(offer.price_cents / 100) });
}

function durationText(offer: Offer, t: Translate): string {
  return offer.duration_months > 0 ? t('listing.offers.duration', { count: offer.duration_months }) : t('listing.offers.untilLease');
}

function OfferCard({ offer, checked, onChoose, name }: { offer: Offer; checked: boolean; onChoose: () => void; name: string }) {
  const t = useTexts();
  const id = useId().replace(/:/g, '');
  return (
    <label className={clsx(styles.offer, offer.recommended && styles.offerRecommended)}>
      {offer.recommended && (
        <Tag tone="primary" className={styles.offerBadge}>
          {t('listing.offers.recommended')}
        </Tag>
      )}
      <span className={styles.offerHead}>
        <input
          type="radio"
          name={name}
          value={offer.id}
          checked={checked}
          onChange={onChoose}
          aria-labelledby={`${id}-name ${id}-price`}
          aria-describedby={`${id}-description`}
        />
        <span id={`${id}-name`} className={styles.offerName}>
          {offer.name}
        </span>
      </span>
      <span id={`${id}-price`} className={styles.offerPrice}>
        {priceText(offer, t)}
      </span>
      <span className={styles.note}>{durationText(offer, t)}</span>
      <span id={`${id}-description`}>{offer.description}</span>
      <ul className={styles.offerFeatures}>
        {offer.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </label>
  );
}

/** offres: the offers of GET /api/offers; the chosen one is saved on the home. */
function OffresStep({ flow, home, target }: SavedHomeStepProps) {
  const t = useTexts();
  const name = `offer${useId().replace(/:/g, '')}`;
  const { loaded, reload } = useOffers();
  const [chosen, setChosen] = useState<string | null>(home.offer);
  const [submitted, setSubmitted] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const offers = loaded.state === 'ready' ? loaded.offers : [];
  // An offer withdrawn since it was chosen must be chosen again.
  const valid = chosen !== null && offers.some((offer) => offer.id === chosen);
  const error = valid ? null : t('listing.offers.required');

  async function submit() {
    setSubmitted(true);
    if (loaded.state !== 'ready' || !valid) {
      requestAnimationFrame(() => errorRef.current?.focus());
      return false;
    }
    await saveHome(target, { offer: chosen });
  }

  return (
    <StepForm flow={flow} title={t('listing.offers.title')} intro={t('listing.offers.intro')} onSubmit={submit}>
      {loaded.state === 'loading' && <SkeletonText lines={6} />}
      {loaded.state === 'failed' && <OffersFailed message={loaded.message} retry={reload} />}
      {loaded.state === 'ready' && offers.length === 0 && <Alert tone="warning">{t('listing.offers.none')}</Alert>}
      {offers.length > 0 && (
        <div className={styles.stack}>
          <fieldset className={styles.offers} aria-describedby={submitted && error ? `${name}-error` : undefined}>
            <legend className={styles.legend}>{t('listing.offers.legend')}</legend>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} name={name} checked={chosen === offer.id} onChoose={() => setChosen(offer.id)} />
            ))}
          </fieldset>
          {offers.some(isMandate) && (
            <Alert tone="info" title={t('listing.offers.mandateTitle')}>
              {t('listing.offers.mandateText')}
            </Alert>
          )}
          {submitted && error && (
            <p id={`${name}-error`} ref={errorRef} tabIndex={-1} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      )}
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

/** annonce-paiement: the chosen offer and its price; online payment is not there yet, and it says so. */
function PaiementStep({ flow, home }: SavedHomeStepProps) {
  const t = useTexts();
  const { loaded, reload } = useOffers();
  const offer = loaded.state === 'ready' ? (loaded.offers.find((candidate) => candidate.id === home.offer) ?? null) : null;

  return (
    <StepForm flow={flow} title={t('listing.payment.title')} onSubmit={() => undefined}>
      <div className={styles.stack}>
        {loaded.state === 'loading' && <SkeletonText lines={3} />}
        {loaded.state === 'failed' && <OffersFailed message={loaded.message} retry={reload} />}
        {loaded.state === 'ready' && !offer && (
          <Alert tone="warning">
            <p>{t('listing.payment.noOffer')}</p>
            <Link to={listingStepUrl(flow, 'offres', home.id)}>{t('listing.payment.chooseOffer')}</Link>
          </Alert>
        )}
        {offer && (
          <Card>
            <p className={styles.note}>{t('listing.payment.chosen')}</p>
            <p className={styles.offerName}>{offer.name}</p>
            <p className={styles.offerPrice}>{priceText(offer, t)}</p>
            <p className={styles.note}>{durationText(offer, t)}</p>
          </Card>
        )}
        {isMandate(offer) ? (
          <Alert tone="info">{t('listing.payment.mandate')}</Alert>
        ) : (
          <Alert tone="info">{home.moderation_status === 'pending' ? t('listing.payment.soonPending') : t('listing.payment.soon')}</Alert>
        )}
        <p className={styles.note}>{t('listing.payment.nothingCharged')}</p>
      </div>
    </StepForm>
  );
}
export const AnnoncePaiement = withHome(PaiementStep, { needsHome: true });

/** succes-paiement: no payment can have been confirmed yet; says so and what comes next. */
function ResultStep({ flow, home }: SavedHomeStepProps) {
  const t = useTexts();
  const last = flow.position === flow.total;
  const mandate = home.offer === MANDATE_OFFER_ID;
  return (
    <StepForm
      flow={flow}
      title={t('listing.paymentResult.title')}
      onSubmit={() => undefined}
      submitLabel={last ? t('listing.paymentResult.toProperties') : t('listing.paymentResult.toSearch')}
    >
      <div className={styles.stack}>
        <Alert tone="info">{t('listing.paymentResult.noPayment')}</Alert>
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
            <li>{mandate ? t('listing.paymentResult.nextMandate') : t('listing.paymentResult.nextPayment')}</li>
          </ul>
        </section>
      </div>
    </StepForm>
  );
}
export const SuccesPaiement = withHome(ResultStep, { needsHome: true });
