import { confirm } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useTexts } from '../../../i18n/useTexts';
import { signOutEverywhereFx } from '../model/signoutEverywhere';
import styles from './Parameters.module.css';

/** POST /api/auth/signout-all after a confirmation; a failure reaches the global error modal. */
export function SessionsSection() {
  const t = useTexts();
  const pending = useUnit(signOutEverywhereFx.pending);

  async function signOutEverywhere() {
    if (pending) return;
    const yes = await confirm({
      title: t('account.parameters.sessions.confirmTitle'),
      content: t('account.parameters.sessions.confirmText'),
      yes: t('account.parameters.sessions.confirm'),
      no: t('account.parameters.sessions.cancel'),
    });
    if (!yes) return;
    try {
      await signOutEverywhereFx({ done: { title: t('account.parameters.sessions.doneTitle'), content: t('account.parameters.sessions.doneText') } });
    } catch {
      // Shown by the API client's error modal; the page stays as it was.
    }
  }

  return (
    <section className={styles.section} aria-labelledby="parameters-sessions">
      <h2 id="parameters-sessions" className={styles.sectionTitle}>
        {t('account.parameters.sessions.title')}
      </h2>
      <p className={styles.intro}>{t('account.parameters.sessions.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={signOutEverywhere} loading={pending}>
          {t('account.parameters.sessions.open')}
        </Button>
      </div>
    </section>
  );
}
