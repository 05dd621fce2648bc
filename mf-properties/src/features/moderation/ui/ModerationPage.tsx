import { MODERATION_STATUSES } from '@coloc/contract/moderation/limits';
import { $user, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, SkeletonText, StatusPage } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { TabList, tabIds } from '../../../entities/properties/ui/TabList';
import type { QueueStatus } from '../api/moderationApi';
import { $lastDecision, $queue, $queueError, $queueState, queueOpened } from '../model/moderation';
import styles from './Moderation.module.css';
import { FlaggedAccounts } from './FlaggedAccounts';
import { MarketingEvents } from './MarketingEvents';
import { ModerationItemCard } from './ModerationItemCard';


function statusFrom(value: string | null): QueueStatus {
  return MODERATION_STATUSES.find((status) => status === value) ?? 'pending';
}

function Console() {
  const t = useTexts();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('statut'));
  const [items, state, error, lastDecision, open] = useUnit([$queue, $queueState, $queueError, $lastDecision, queueOpened]);

  useEffect(() => {
    open(status);
  }, [open, status]);

  const select = (next: QueueStatus) => {
    const query = new URLSearchParams(params);
    query.set('statut', next);
    setParams(query, { replace: true });
  };

  let body;
  if (state === 'failed' && items.length === 0) {
    body = (
      <Alert tone="error" title={t('moderation.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" onClick={() => open(status)}>
          {t('moderation.retry')}
        </Button>
      </Alert>
    );
  } else if (state === 'loading' && items.length === 0) {
    body = <SkeletonText lines={8} label={t('moderation.loading')} />;
  } else if (items.length === 0) {
    body = <p className={styles.muted}>{t(`moderation.empty.${status}`)}</p>;
  } else {
    body = (
      <>
        <p className={styles.muted}>{t('moderation.count', { count: items.length })}</p>
        <ul className={styles.queue}>
          {items.map((item) => (
            <li key={item.home.id}>
              <ModerationItemCard item={item} decidable={status === 'pending'} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const ids = tabIds('moderation', status);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('moderation.title')}</h1>
        <p className={styles.intro}>{t('moderation.intro')}</p>
      </header>
      <TabList label={t('moderation.tabs.label')} prefix="moderation" tabs={MODERATION_STATUSES.map((id) => ({ id, label: t(`moderation.tabs.${id}`) }))} current={status} onSelect={select} />
      {lastDecision && (
        <Alert tone="success">{lastDecision.kind === 'approve' ? t('moderation.done.approved', { title: lastDecision.title }) : t('moderation.done.rejected', { title: lastDecision.title })}</Alert>
      )}
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className={styles.panel}>
        {body}
      </div>
      <FlaggedAccounts />
      <MarketingEvents />
    </div>
  );
}

/** `moderation`: the advert moderation console, for staff_role 'moderator' only. */
export default function ModerationPage() {
  const t = useTexts();
  const user = useUnit($user);
  if (!user) return <SkeletonText lines={4} label={t('moderation.loading')} />;
  if (user.staff_role !== 'moderator') {
    return (
      <StatusPage
        code={403}
        title={t('moderation.forbidden.title')}
        actions={
          <Link className={buttonClassName()} to={pathTo('DashboardAccount', {}, { user })}>
            {t('moderation.forbidden.back')}
          </Link>
        }
      >
        <p>{t('moderation.forbidden.text')}</p>
      </StatusPage>
    );
  }
  return <Console />;
}
