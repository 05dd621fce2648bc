import { $options, $user, countryName, FRANCE_COUNTRY_ID, formatDate, optionsRequested, pathTo, type Home, type Offer, type Options } from '@coloc/shared';
import { Alert, buttonClassName, Card, ProgressBar, SkeletonText, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import { fetchOffersQuietly } from '../api/accountApi';
import {
  accountTypeOf,
  businessNameRule,
  registrationProgress,
  showsSubscription,
  subscriptionState,
  type SubscriptionState,
} from '../model/summary';
import styles from './AccountPage.module.css';
import { UserAvatar } from './UserAvatar';

/** Set by account/edit when it comes back here after a save. */
export interface AccountLocationState {
  accountSaved?: boolean;
}

/** `/{user_type}/account`: who the user is for the site, for every role. */
export default function AccountPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then dropped from the history entry so a reload does not announce it again.
  const [saved] = useState(() => Boolean((location.state as AccountLocationState | null)?.accountSaved));
  const [offers, setOffers] = useState<Offer[]>([]);

  useEffect(() => {
    if (saved) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Only on arrival: later renders must not navigate again.
  }, []);

  // The country list is read only for a country other than France, which needs no list (SPEC 3).
  const options = useUnit($options);
  const otherCountry = user?.home?.country != null && user.home.country !== FRANCE_COUNTRY_ID;
  useEffect(() => {
    if (otherCountry) optionsRequested();
  }, [otherCountry]);

  const subscription = user && showsSubscription(user) ? subscriptionState(user.subscriptions) : null;
  const offerId = subscription?.kind === 'current' ? subscription.current.offer : null;
  useEffect(() => {
    if (!offerId) return;
    let live = true;
    fetchOffersQuietly()
      .then((list) => live && setOffers(list))
      // Without the list the subscription is still shown, only without its offer's name.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [offerId]);

  if (!user) return <SkeletonText lines={6} label={t('account.common.loading')} />;

  const business = businessNameRule(user);
  const progress = registrationProgress(user);
  const linkOptions = { user, from: location };

  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('account.summary.title')}
      </h1>
      {saved && <Alert tone="success">{t('account.summary.saved')}</Alert>}

      <Card as="article" padding="lg" className={styles.identity}>
        <div className={styles.photo}>
          <UserAvatar user={user} alt={t('account.summary.photoAlt')} />
          {user.avatar?.id && !user.avatar.approved && <p className={styles.note}>{t('account.summary.photoPending')}</p>}
        </div>
        <div className={styles.details}>
          <p className={styles.fullName}>
            {user.first_name} {user.name}
          </p>
          <Tag tone="primary">{t(`account.types.${accountTypeOf(user)}`)}</Tag>
          <dl className={styles.facts}>
            <Fact label={t('account.summary.firstName')} value={user.first_name} />
            <Fact label={t('account.summary.name')} value={user.name} />
            <Fact label={t('account.summary.email')} value={user.email} />
            <Fact label={t('account.summary.accountType')} value={t(`account.types.${accountTypeOf(user)}`)} />
            {business && user.company?.business_name && (
              <Fact label={t(`account.summary.${business.label}`)} value={user.company.business_name} />
            )}
            {user.home && homeAddress(user.home, options) && <Fact label={t('account.summary.homeAddress')} value={homeAddress(user.home, options)} />}
            {user.created_at && formatDate(user.created_at) && (
              <Fact label={t('account.summary.memberSince')} value={formatDate(user.created_at)} />
            )}
          </dl>
        </div>
      </Card>

      {progress && (
        <Card as="section" padding="lg" aria-labelledby="account-registration">
          <h2 id="account-registration" className={styles.sectionTitle}>
            {t('account.summary.registrationTitle')}
          </h2>
          <p>{t('account.summary.registrationProgress', { percent: progress.percent })}</p>
          <ProgressBar className={styles.track} value={progress.percent} label={t('account.summary.registrationProgress', { percent: progress.percent })} compact />
          <p className={styles.note}>{t('account.summary.registrationHint')}</p>
          <Link className={buttonClassName({ variant: 'primary' })} to={pathTo('Registration', { step: progress.step })}>
            {t('account.summary.registrationResume')}
          </Link>
        </Card>
      )}

      {subscription && (
        <Card as="section" padding="lg" aria-labelledby="account-subscription">
          <h2 id="account-subscription" className={styles.sectionTitle}>
            {t('account.summary.subscriptionTitle')}
          </h2>
          <SubscriptionText state={subscription} offers={offers} t={t} />
        </Card>
      )}

      <nav className={styles.links} aria-label={t('account.summary.links')}>
        <Link className={buttonClassName({ variant: 'primary' })} to={pathTo('DashboardAccountEdit', {}, linkOptions)}>
          {t('account.summary.edit')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to={pathTo('DashboardProfile', {}, linkOptions)}>
          {t('account.summary.profile')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to={pathTo('DashboardParameters', {}, linkOptions)}>
          {t('account.summary.parameters')}
        </Link>
      </nav>
    </section>
  );
}

/** « 12 rue X, 69004 Lyon, France »: the country by name, id 6 reading 'France' (SPEC 3). */
export function homeAddress(home: Pick<Home, 'address' | 'postal_code' | 'city' | 'country'>, options: Options | null): string {
  const place = [home.postal_code, home.city].filter(Boolean).join(' ');
  return [home.address, place, countryName(options, home.country)].filter(Boolean).join(', ');
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SubscriptionText({ state, offers, t }: { state: SubscriptionState; offers: Offer[]; t: Translate }) {
  if (state.kind === 'none') return <p>{t('account.summary.subscriptionNone')}</p>;
  if (state.kind === 'ended') {
    return (
      <>
        <p>{t('account.summary.subscriptionNone')}</p>
        <p className={styles.note}>{t('account.summary.subscriptionEnded', { date: formatDate(state.last.valid_until) })}</p>
      </>
    );
  }
  const offer = offers.find((candidate) => candidate.id === state.current.offer);
  const date = formatDate(state.current.valid_until);
  return (
    <>
      <p>
        {offer
          ? t('account.summary.subscriptionCurrentOffer', { offer: offer.name, date })
          : t('account.summary.subscriptionCurrent', { date })}
      </p>
      {state.next && <p className={styles.note}>{t('account.summary.subscriptionNext', { date: formatDate(state.next.valid_until) })}</p>}
    </>
  );
}
