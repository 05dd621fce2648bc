// The offers as radio cards (one choice), moved here from the registration steps so that every
// screen that sells an offer shows them the same way.
import type { Offer } from '@coloc/shared';
import { Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useId } from 'react';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import { euros, isFree } from '../model/price';
import styles from './Checkout.module.css';

export function priceText(offer: Offer, t: Translate): string {
  return isFree(offer) ? t('checkout.offers.free') : t('checkout.offers.price', { price: euros(offer.price_cents) });
}

export function durationText(offer: Offer, t: Translate): string {
  return offer.duration_months > 0 ? t('checkout.offers.duration', { count: offer.duration_months }) : t('checkout.offers.untilLease');
}

function OfferCard({ offer, checked, onChoose, name, disabled }: { offer: Offer; checked: boolean; onChoose: () => void; name: string; disabled?: boolean }) {
  const t = useTexts();
  const id = useId().replace(/:/g, '');
  return (
    <label className={clsx(styles.offer, offer.recommended && styles.offerRecommended)}>
      {offer.recommended && (
        <Tag tone="primary" className={styles.offerBadge}>
          {t('checkout.offers.recommended')}
        </Tag>
      )}
      <span className={styles.offerHead}>
        <input
          type="radio"
          name={name}
          value={offer.id}
          checked={checked}
          disabled={disabled}
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

export function OfferCards({ offers, chosen, onChoose, describedBy }: { offers: Offer[]; chosen: string | null; onChoose: (offerId: string) => void; describedBy?: string }) {
  const t = useTexts();
  const name = `offer${useId().replace(/:/g, '')}`;
  return (
    <fieldset className={styles.offers} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('checkout.offers.legend')}</legend>
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} name={name} checked={chosen === offer.id} onChoose={() => onChoose(offer.id)} />
      ))}
    </fieldset>
  );
}
