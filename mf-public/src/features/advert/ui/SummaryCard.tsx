// The card beside the advert (sticky on desktop): prices, the viewer's match, and the two actions.
import { $user, type PublicAdvert } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, ProgressBar } from '@coloc/shared/ui';
import { StartConversationDialog, VisitRequestDialog } from '@coloc/shared/ui/DialogWidget';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts, type Translate } from '../i18n';
import { chargesLine, euros, isSeeker, rentLine } from '../model/presentation';
import styles from './AdvertView.module.css';
import { flatmateName } from './FlatmateCard';

function rentText(advert: PublicAdvert, t: Translate): string {
  const line = rentLine(advert);
  if (advert.pay_by_service && (line.kind === 'none' || (line.kind === 'single' && line.amount === 0))) return t('advert.summary.rentServices');
  if (line.kind === 'none') return t('advert.summary.rentUnknown');
  return line.kind === 'single' ? t('advert.summary.rentSingle', { amount: euros(line.amount) }) : t('advert.summary.rentRange', { min: euros(line.min), max: euros(line.max) });
}

function chargesText(advert: PublicAdvert, t: Translate): string | null {
  const { per, line } = chargesLine(advert);
  if (line.kind === 'none') return null;
  if (line.kind === 'range') return t('advert.summary.chargesRange', { min: euros(line.min), max: euros(line.max) });
  if (line.amount === 0) return t('advert.summary.noCharges');
  return per === 'home' ? t('advert.summary.chargesTotal', { amount: euros(line.amount) }) : t('advert.summary.chargesSingle', { amount: euros(line.amount) });
}

export interface SummaryCardProps {
  advert: PublicAdvert;
  /** Preview (landlord or moderator): everything shows, nothing can be sent. */
  preview: boolean;
  /** Where an anonymous visitor signs in, coming back to this advert afterwards. */
  signInHref: string;
}

export function SummaryCard({ advert, preview, signInHref }: SummaryCardProps) {
  const t = useTexts();
  const user = useUnit($user);
  const hintId = `signin-hint${useId().replace(/:/g, '')}`;
  const [contactOpen, setContactOpen] = useState(false);
  const [visitOpen, setVisitOpen] = useState(false);
  const seeker = isSeeker(user);
  const own = !!user && user.id === advert.contact_user_id;
  const rentIsPrice = rentLine(advert).kind !== 'none' && !(advert.pay_by_service && advert.rent_max === 0);
  const charges = chargesText(advert, t);
  // A signed-in seeker always reads something: the affinity, or why there is none (never a made-up number).
  const showMatch = seeker && advert.match_status !== null;
  const scoredFlatmates = advert.flatmates.filter((flatmate) => flatmate.match_status !== null);

  let actions;
  if (preview) {
    actions = (
      <>
        <Button block disabled>
          {t('advert.actions.contact')}
        </Button>
        <Button block variant="secondary" disabled>
          {t('advert.actions.visit')}
        </Button>
        <p className={styles.note}>{t('advert.previewNote')}</p>
      </>
    );
  } else if (own) {
    actions = <p className={styles.note}>{t('advert.ownAdvert')}</p>;
  } else if (!user) {
    actions = (
      <>
        <Link className={buttonClassName({ block: true })} to={signInHref} aria-describedby={hintId}>
          {t('advert.actions.contact')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary', block: true })} to={signInHref} aria-describedby={hintId}>
          {t('advert.actions.visit')}
        </Link>
        <p id={hintId} className={styles.note}>
          {t('advert.actions.signInHint')}
        </p>
      </>
    );
  } else {
    actions = (
      <>
        <Button block onClick={() => setContactOpen(true)}>
          {t('advert.actions.contact')}
        </Button>
        {seeker ? (
          <Button block variant="secondary" onClick={() => setVisitOpen(true)}>
            {t('advert.actions.visit')}
          </Button>
        ) : (
          <p className={styles.note}>{t('advert.actions.visitSeekersOnly')}</p>
        )}
        <StartConversationDialog open={contactOpen} onOpenChange={setContactOpen} name={advert.landlord_first_name} toUserId={advert.contact_user_id} homeId={advert.id} about="advert" />
        {seeker && <VisitRequestDialog open={visitOpen} onOpenChange={setVisitOpen} homeId={advert.id} name={advert.landlord_first_name} wording="advert" />}
      </>
    );
  }

  return (
    <Card as="aside" padding="lg" className={styles.summary} aria-labelledby="advert-summary">
      <h2 id="advert-summary" className={styles.visuallyHiddenTitle}>
        {t('advert.summary.title')}
      </h2>
      <p className={styles.rent}>
        <span className={styles.rentAmount}>{rentText(advert, t)}</span>
        {rentIsPrice && <span className={styles.muted}> {t('advert.summary.perMonth')}</span>}
      </p>
      {charges && <p className={styles.charges}>{charges}</p>}
      {showMatch && (
        <div className={styles.match}>
          <h3 className={styles.matchTitle}>{t('advert.match.title')}</h3>
          {advert.match_percent === null ? (
            <p className={styles.muted}>
              <strong>{t('advert.match.insufficient')}</strong>
              <br />
              {t('advert.match.insufficientHint')}
            </p>
          ) : (
            <ProgressBar value={advert.match_percent} label={t('advert.match.label')} valueText={t('advert.match.valueText', { percent: Math.round(advert.match_percent) })} showValue />
          )}
          {/* One affinity for the home, each occupant's under it, and what it is made of: never two bare percentages. */}
          {scoredFlatmates.length > 0 && (
            <>
              <p className={styles.reasonsTitle}>{t('advert.match.occupants')}</p>
              <ul className={styles.reasons} aria-label={t('advert.match.occupants')}>
                {scoredFlatmates.map((flatmate) => (
                  <li key={flatmate.user_id}>
                    {flatmate.match_percent === null
                      ? t('advert.match.occupantUnknown', { name: flatmateName(flatmate) })
                      : t('advert.match.occupant', { name: flatmateName(flatmate), percent: Math.round(flatmate.match_percent) })}
                  </li>
                ))}
              </ul>
              <p className={styles.note}>{t('advert.match.occupantsHint')}</p>
            </>
          )}
          {/* What you share, then where you differ: each list under its own visible title. */}
          {advert.match_reasons.length > 0 && (
            <>
              <p className={styles.reasonsTitle}>{t('advert.match.reasons')}</p>
              <ul className={styles.reasons} aria-label={t('advert.match.reasons')}>
                {advert.match_reasons.slice(0, 3).map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          )}
          {advert.match_vigilance.length > 0 && (
            <>
              <p className={styles.reasonsTitle}>{t('advert.match.vigilance')}</p>
              <ul className={styles.reasons} aria-label={t('advert.match.vigilance')}>
                {advert.match_vigilance.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className={styles.actions}>{actions}</div>
      {advert.landlord_first_name && <p className={styles.landlord}>{t('advert.summary.landlord', { name: advert.landlord_first_name })}</p>}
      {preview && !advert.published && (
        <Alert tone="warning">
          <p className={styles.alertText}>{t('advert.previewUnpublished')}</p>
        </Alert>
      )}
    </Card>
  );
}
