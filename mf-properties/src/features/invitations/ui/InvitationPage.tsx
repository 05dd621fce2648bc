import { $user, OWNER_INVITE_VALID_DAYS, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import { homeIdFromSearch } from '../../../entities/properties/model/links';
import { advertAccess, mayDelegate } from '../../../entities/properties/model/access';
import { homeTitle } from '../../../entities/properties/model/labels';
import { $home, $landlords, $loadError, $notice, $state, invitationScreenOpened, type Notice } from '../model/invitation';
import { DelegationForm } from './DelegationForm';
import { InvitationAcceptance } from './InvitationAcceptance';
import styles from './Invitations.module.css';
import { InviteForm } from './InviteForm';
import { LandlordList } from './LandlordList';

function noticeText(t: Translate, notice: Notice): string {
  switch (notice.kind) {
    case 'sent':
      return t('invitations.form.sent', { email: notice.name });
    case 'resent':
      return t('invitations.actions.resent', { email: notice.name });
    case 'cancelled':
      return t('invitations.actions.cancelled');
    case 'removed':
      return t('invitations.actions.removed', { name: notice.name });
    case 'delegation':
      return t('invitations.delegation.saved');
  }
}

/** The landlords of the selected home (`home_id`, else the first one), invitations and delegation. */
function InvitationManagement({ homeId }: { homeId: number | null }) {
  const t = useTexts();
  const location = useLocation();
  const [user, home, landlords, state, error, notice, open] = useUnit([$user, $home, $landlords, $state, $loadError, $notice, invitationScreenOpened]);

  useEffect(() => {
    open(homeId);
  }, [open, homeId]);

  const header = (
    <header>
      <h1 className={styles.title}>{t('invitations.title')}</h1>
      <p className={styles.intro}>{t('invitations.intro', { days: OWNER_INVITE_VALID_DAYS })}</p>
      {home && state === 'ready' && <p className={styles.homeLine}>{t('invitations.homeLine', { title: homeTitle(home) })}</p>}
    </header>
  );

  if (state === 'failed') {
    return (
      <div className={styles.page}>
        {header}
        <Alert tone="error" title={t('invitations.loadFailed')}>
          {error && <p>{error}</p>}
          <Button variant="secondary" size="sm" onClick={() => open(homeId)}>
            {t('invitations.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (state === 'none') {
    return (
      <div className={styles.page}>
        {header}
        <Card padding="lg">
          <h2 className={styles.sectionTitle}>{t('invitations.noHome.title')}</h2>
          <p>{t('invitations.noHome.text')}</p>
          <Link className={buttonClassName()} to={pathTo('DashboardAdvertNew', {}, { user, from: location })}>
            {t('invitations.noHome.action')}
          </Link>
        </Card>
      </div>
    );
  }
  if (state === 'loading' || !home || !user) {
    return (
      <div className={styles.page}>
        {header}
        <SkeletonText lines={6} label={t('invitations.loading')} />
      </div>
    );
  }

  const manage = advertAccess(user, home, landlords);
  return (
    <div className={styles.page}>
      {header}
      {notice && <Alert tone="success">{noticeText(t, notice)}</Alert>}
      <Card padding="lg" className={styles.section}>
        <LandlordList homeId={home.id} landlords={landlords} userId={user.id} manage={manage} />
      </Card>
      <Card padding="lg" className={styles.section}>
        {manage ? <InviteForm homeId={home.id} /> : <p className={styles.muted}>{t('invitations.form.noAccess')}</p>}
      </Card>
      {mayDelegate(landlords, user.id) && <DelegationForm home={home} />}
    </div>
  );
}

/** `invitation` (SPEC 4, 5): manage the landlords of a home, or accept one with `?token=`. */
export default function InvitationPage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  if (token) return <InvitationAcceptance token={token} />;
  return <InvitationManagement homeId={homeIdFromSearch(search)} />;
}
