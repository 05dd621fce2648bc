import { $user, OWNER_INVITE_VALID_DAYS, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $acceptError, $joinedHomeId, $preview, acceptFx, acceptPressed, invitationLinkOpened } from '../model/acceptance';
import { roleLabel } from '../../../entities/invitations/model/landlords';
import styles from './Invitations.module.css';

/** The card of `invitation?token=`: the home, who invited, the role; then 'Accepter l'invitation'. */
export function InvitationAcceptance({ token }: { token: string }) {
  const t = useTexts();
  const [user, preview, joinedHomeId, acceptError, accepting, open, accept] = useUnit([$user, $preview, $joinedHomeId, $acceptError, acceptFx.pending, invitationLinkOpened, acceptPressed]);

  useEffect(() => {
    open(token);
  }, [open, token]);

  const propertiesLink = (homeId?: number) => (
    <Link className={buttonClassName()} to={pathTo('DashboardProperties', {}, { user, query: homeId ? { home_id: homeId } : {} })}>
      {t('invitations.token.toProperties')}
    </Link>
  );

  let body;
  if (preview.status === 'loading') {
    body = <SkeletonText lines={4} label={t('invitations.token.loading')} />;
  } else if (preview.status === 'invalid') {
    body = <Alert tone="error">{t('invitations.token.invalid')}</Alert>;
  } else if (preview.status === 'failed') {
    body = <Alert tone="error">{preview.message}</Alert>;
  } else {
    const invitation = preview.preview;
    const role = roleLabel(invitation.role);
    body = (
      <>
        <p>{t('invitations.token.summary', { who: invitation.invited_by, role: role.toLocaleLowerCase('fr-FR') })}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('invitations.token.home')}</dt>
            <dd>{invitation.home_name?.trim() || t('invitations.token.unnamedHome')}</dd>
          </div>
          {invitation.city && (
            <div>
              <dt>{t('invitations.token.city')}</dt>
              <dd>{invitation.city}</dd>
            </div>
          )}
          <div>
            <dt>{t('invitations.token.role')}</dt>
            <dd>{role}</dd>
          </div>
          <div>
            <dt>{t('invitations.token.email')}</dt>
            <dd>{invitation.email}</dd>
          </div>
        </dl>
        {joinedHomeId !== null ? (
          <Alert tone="success" title={t('invitations.token.accepted')}>
            {propertiesLink(joinedHomeId)}
          </Alert>
        ) : invitation.accepted ? (
          <Alert tone="info" title={t('invitations.token.alreadyAccepted')}>
            {propertiesLink(invitation.home_id)}
          </Alert>
        ) : invitation.expired ? (
          <Alert tone="warning">{t('invitations.token.expired', { days: OWNER_INVITE_VALID_DAYS, who: invitation.invited_by })}</Alert>
        ) : (
          <>
            {acceptError && <Alert tone="error">{acceptError}</Alert>}
            <div>
              <Button loading={accepting} onClick={() => accept()}>
                {t('invitations.token.accept')}
              </Button>
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <Card as="section" padding="lg" className={styles.tokenCard} aria-labelledby="invitation-token-title">
      <h1 id="invitation-token-title" className={styles.title}>
        {t('invitations.token.title')}
      </h1>
      {body}
    </Card>
  );
}
