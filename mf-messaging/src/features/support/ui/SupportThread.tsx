// The signed-in user's conversation with the support team, in the same thread view as the others.
import { pathTo, SUPPORT_TEAM_NAME, type User } from '@coloc/shared';
import { Alert, Button, buttonClassName, SkeletonText } from '@coloc/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { peerName } from '../../../entities/conversations/model/peer';
import { ThreadView } from '../../../entities/conversations/ui/ThreadView';
import type { SupportThreadState } from './useSupportThread';
import styles from './Support.module.css';

export function SupportThread({ user, state, onRetry }: { user: User; state: SupportThreadState; onRetry: () => void }) {
  const t = useTexts();
  const location = useLocation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('support.title')}</h1>
        <p className={styles.intro}>{t('support.intro')}</p>
      </header>
      {state.status === 'loading' && (
        <div className={styles.frame}>
          <div className={styles.pad}>
            <SkeletonText lines={4} label={t('support.loading')} />
          </div>
        </div>
      )}
      {state.status === 'failed' && (
        <Alert tone="error" title={t('support.failed')}>
          <p>{state.error}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('support.retry')}
          </Button>
        </Alert>
      )}
      {state.status === 'staff' && (
        <Alert tone="info" title={t('support.staffNotice')}>
          <p>{state.message}</p>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={pathTo('DashboardCustomerService', {}, { user, from: location })}>
            {t('support.staffLink')}
          </Link>
        </Alert>
      )}
      {state.status === 'ready' && (
        <div className={styles.frame}>
          <ThreadView conversation={state.conversation} me={user.id} title={peerName(state.conversation.peer) || SUPPORT_TEAM_NAME} subtitle={t('support.teamHint')} />
        </div>
      )}
    </div>
  );
}
