// The moderation console's flagged accounts (issue 17, finding 3): who, why, and the two decisions.
import { confirm, formatDate } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import type { AccountFlag } from '../api/moderationApi';
import { $accountErrors, $accountNotice, $accounts, $accountsState, $decidingAccount, accountsOpened, decideAccountFx } from '../model/accounts';
import styles from './Moderation.module.css';

function FlaggedAccount({ flag }: { flag: AccountFlag }) {
  const t = useTexts();
  const [deciding, errors, decide] = useUnit([$decidingAccount, $accountErrors, decideAccountFx]);
  const name = `${flag.first_name} ${flag.name}`.trim();
  const busy = deciding === flag.user_id;
  const error = errors[flag.user_id];

  const disable = async () => {
    const yes = await confirm({
      title: t('moderation.accounts.confirmTitle', { name }),
      content: t('moderation.accounts.confirmText'),
      yes: t('moderation.accounts.confirmYes'),
      no: t('moderation.accounts.confirmNo'),
    });
    if (yes) decide({ flag, action: 'disable' });
  };

  return (
    <article className={styles.account} aria-label={name}>
      <div className={styles.accountHead}>
        <h3 className={styles.blockTitle}>{name}</h3>
        {flag.disabled && <Tag tone="warning">{t('moderation.accounts.disabled')}</Tag>}
      </div>
      <p className={styles.accountEmail}>{flag.email}</p>
      <p className={styles.text}>{flag.message}</p>
      <p className={styles.muted}>{t('moderation.accounts.seen', { date: formatDate(flag.updated_at, 'dateTime') })}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.decision}>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => decide({ flag, action: 'clear' })} aria-label={t('moderation.accounts.clearLabel', { name })}>
          {t('moderation.accounts.clear')}
        </Button>
        {!flag.disabled && (
          <Button variant="danger" size="sm" disabled={busy} onClick={disable} aria-label={t('moderation.accounts.disableLabel', { name })}>
            {t('moderation.accounts.disable')}
          </Button>
        )}
      </div>
    </article>
  );
}

export function FlaggedAccounts() {
  const t = useTexts();
  const [flags, state, notice, open] = useUnit([$accounts, $accountsState, $accountNotice, accountsOpened]);
  useEffect(() => {
    open();
  }, [open]);

  let body;
  if (state === 'loading' && flags.length === 0) body = <SkeletonText lines={3} label={t('moderation.accounts.loading')} />;
  else if (state === 'failed')
    body = (
      <Alert tone="error" title={t('moderation.accounts.failed')}>
        <Button variant="secondary" size="sm" onClick={() => open()}>
          {t('moderation.retry')}
        </Button>
      </Alert>
    );
  else if (flags.length === 0) body = <p className={styles.muted}>{t('moderation.accounts.empty')}</p>;
  else
    body = (
      <ul className={styles.queue}>
        {flags.map((flag) => (
          <li key={flag.user_id}>
            <FlaggedAccount flag={flag} />
          </li>
        ))}
      </ul>
    );

  return (
    <Card as="section" padding="lg" aria-labelledby="flagged-accounts-title" className={styles.panel}>
      <h2 id="flagged-accounts-title" className={styles.sectionTitle}>
        {t('moderation.accounts.title')}
      </h2>
      <p className={styles.muted}>{t('moderation.accounts.intro')}</p>
      {notice && <Alert tone="success">{notice}</Alert>}
      {body}
    </Card>
  );
}
