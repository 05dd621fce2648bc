import { $user, type User } from '@coloc/shared';
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import {
  $accounts,
  $listState,
  $outcome,
  $restoredDraft,
  listRetried,
  pageRestored,
  panelOpened,
  scaReturned,
  type ReturnOutcome,
} from '../model/bankAccounts';
import { takeScaReturn } from '../model/scaReturn';
import { AccountForm, SECTION_HASH } from './AccountForm';
import { AccountList } from './AccountList';
import styles from './BankAccount.module.css';

function OutcomeMessage({ outcome }: { outcome: ReturnOutcome }) {
  const t = useTexts();
  switch (outcome.kind) {
    case 'confirming':
      return (
        <Alert tone="info" title={t('bankAccount.outcome.confirming')} />
      );
    case 'validated':
      return (
        <Alert tone="success" title={t('bankAccount.outcome.savedTitle')}>
          <p>{t('bankAccount.outcome.savedText', { iban: outcome.account.iban_masked })}</p>
        </Alert>
      );
    case 'none':
      return <Alert tone="info">{t(outcome.validated ? 'bankAccount.outcome.noPendingValidated' : 'bankAccount.outcome.noPending')}</Alert>;
    default:
      return (
        <Alert tone="error" title={t('bankAccount.outcome.refusedTitle')}>
          <p>{outcome.message ?? t(`bankAccount.outcome.${outcome.kind}`)}</p>
        </Alert>
      );
  }
}

/**
 * The bank account section (./BankAccount): the accounts, the form, and the SCA return — read from
 * the URL, removed from it at once, then confirmed by the server.
 */
export function BankAccountPanel() {
  const t = useTexts();
  const user = useUnit($user);
  const [accounts, listState, outcome, restored] = useUnit([$accounts, $listState, $outcome, $restoredDraft]);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelOpened();
    const back = takeScaReturn('bank_account');
    if (back) scaReturned(back);
    // Links to the section (and the provider's return) carry its anchor: the page is built after
    // the browser looked for it, so bring the section into view once it exists.
    if (window.location.hash === `#${SECTION_HASH}`) root.current?.scrollIntoView?.({ block: 'start' });
    // Back from the provider's page through the browser's cache: the form is usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) pageRestored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (!user) return <SkeletonText lines={4} label={t('bankAccount.section.loading')} />;
  const hasValidated = accounts.some((account) => account.status === 'validated');
  const showForm = !hasValidated || replaceOpen || restored !== null;

  return (
    <div ref={root} className={styles.panel}>
      <p className={styles.intro}>{t('bankAccount.section.intro')}</p>
      {outcome && <OutcomeMessage outcome={outcome} />}
      {listState === 'loading' && <SkeletonText lines={3} label={t('bankAccount.section.loading')} />}
      {listState === 'failed' && (
        <Alert tone="error" title={t('bankAccount.section.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={() => listRetried()}>
            {t('bankAccount.section.retry')}
          </Button>
        </Alert>
      )}
      {listState === 'ready' && (
        <>
          <AccountList accounts={accounts} />
          {showForm ? (
            <AccountForm
              // A restored draft arrives after the first render: start the form again with it.
              key={restored ? `restored-${restored.account_id}` : 'blank'}
              user={user as User}
              replacing={hasValidated}
              restored={restored}
              onCancel={hasValidated && restored === null ? () => setReplaceOpen(false) : undefined}
            />
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setReplaceOpen(true)}>
                {t('bankAccount.form.replaceOpen')}
              </Button>
            </div>
          )}
          <p className={styles.note}>{t('bankAccount.section.antiScam')}</p>
        </>
      )}
    </div>
  );
}
