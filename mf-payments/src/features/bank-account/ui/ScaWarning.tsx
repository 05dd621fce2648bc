import { $user, errorText, loadUser, pathTo } from '@coloc/shared';
import { Button, buttonClassName } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { confirmEnroll, fetchScaStatus, startEnroll, type ScaStatusOverview } from '../api/bankAccountsApi';
import { controlStatusForServer, outcomeOf, scaReturnPath, takeScaReturn } from '../model/scaReturn';
import { showsScaWarning } from '../model/scaWarning';
import { SECTION_HASH } from './AccountForm';
import styles from './BankAccount.module.css';

type Message = { tone: 'info' | 'error'; text: string } | null;

/** Sends the browser to the provider (kept apart so tests can watch it). */
export const navigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * SPEC 4: the warning block of owners and agents whose sca_status is 'required'. Without a
 * validated account it leads to the bank account section (adding one is the authentication);
 * otherwise it starts enroll-sca and handles the return like the section does.
 */
export function ScaWarning() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [overview, setOverview] = useState<ScaStatusOverview | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const { pending: busy, error: startError, submit: authenticate } = useSubmit(async () => {
    if (!overview) return;
    setMessage(null);
    const started = await startEnroll(overview.provider, scaReturnPath(window.location, 'enroll'));
    navigation.assign(started.sca_redirect_url);
    // The page is leaving for the provider: the button stays busy until it has gone.
    await new Promise<never>(() => undefined);
  });
  const visible = showsScaWarning(user);

  const signedIn = user !== null;
  useEffect(() => {
    if (!visible) {
      // Every return is read and removed (SPEC 4), even one this block no longer has to confirm
      // (the authentication was validated in another tab meanwhile).
      if (signedIn) takeScaReturn('enroll');
      return;
    }
    let cancelled = false;
    const back = takeScaReturn('enroll');
    if (back) setMessage({ tone: 'info', text: t('bankAccount.warning.confirming') });
    fetchScaStatus()
      .then(async (status) => {
        if (cancelled) return;
        setOverview(status);
        if (!back) return;
        const claimed = outcomeOf(back.controlStatus);
        try {
          await confirmEnroll(status.provider, { controlStatus: controlStatusForServer(back.controlStatus), actionStatus: back.actionStatus });
          if (cancelled) return;
          setMessage({ tone: 'info', text: t('bankAccount.warning.done') });
          // The user object now says 'validated': the shell takes the block away.
          loadUser();
        } catch (error) {
          if (cancelled) return;
          const fallback = t(`bankAccount.warning.${claimed === 'validated' ? 'error' : claimed}`);
          setMessage({ tone: 'error', text: errorText(error) || fallback });
        }
      })
      .catch(() => {
        if (!cancelled && back) setMessage({ tone: 'error', text: t('bankAccount.warning.error') });
      });
    return () => {
      cancelled = true;
    };
  }, [visible, signedIn, t]);

  if (!visible || !user) return null;

  const shown: Message = startError ? { tone: 'error', text: startError } : message;
  const renew = overview?.has_validated_account ?? false;
  const bankSection = pathTo('DashboardParameters', {}, { user, from: location, hash: SECTION_HASH });

  return (
    <section className={styles.warningBlock} aria-labelledby="sca-warning-title">
      <h2 id="sca-warning-title" className={styles.warningTitle}>
        {t('bankAccount.warning.title')}
      </h2>
      <p className={styles.warningText}>{renew ? t('bankAccount.warning.renew') : t('bankAccount.warning.noAccount')}</p>
      {shown && (
        <p className={shown.tone === 'error' ? styles.warningError : styles.warningInfo} role={shown.tone === 'error' ? 'alert' : 'status'}>
          {shown.text}
        </p>
      )}
      <div className={styles.warningActions}>
        {renew ? (
          <Button onClick={() => void authenticate()} loading={busy}>
            {t('bankAccount.warning.authenticate')}
          </Button>
        ) : (
          <Link className={buttonClassName()} to={bankSection}>
            {t('bankAccount.warning.addAccount')}
          </Link>
        )}
        {overview?.sandbox && <span className={styles.sandboxNote}>{t('bankAccount.warning.sandbox')}</span>}
      </div>
    </section>
  );
}
