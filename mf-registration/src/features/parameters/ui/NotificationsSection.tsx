import { errorText, type NotificationPreferences, type User } from '@coloc/shared';
import { Alert, Button, CheckboxField, SkeletonText } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchPreferences, savePreferences } from '../api/parametersApi';
import styles from './Parameters.module.css';

// No switch for email_matches: e-mails about new matches are set in « Alertes » (AlertsSection),
// which the old field now only reflects (API migration 024).
const PREFERENCE_KEYS = ['email_messages', 'email_visits', 'newsletter'] as const satisfies ReadonlyArray<keyof NotificationPreferences>;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; preferences: NotificationPreferences };

/** Which e-mails the user wants: GET then PUT /api/users/:id/preferences. */
export function NotificationsSection({ user }: { user: User }) {
  const t = useTexts();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saved, setSaved] = useState(false);
  const { pending: saving, error, submit: save } = useSubmit(
    async (shown: NotificationPreferences) => {
      setSaved(false);
      // email_matches is the alerts' to write (« Alertes »): sent back as read, it would undo a change made there since.
      const { email_matches: _reflected, ...chosen } = shown;
      const preferences = await savePreferences(user.id, chosen);
      setLoad({ state: 'ready', preferences });
      setSaved(true);
    },
    // The boxes keep what the user ticked: only the message changes.
    { describe: (failure) => errorText(failure) || t('account.common.saveFailed') },
  );

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchPreferences(user.id)
      .then((preferences) => setLoad({ state: 'ready', preferences }))
      .catch(() => setLoad({ state: 'failed' }));
  }, [user.id]);

  useEffect(reload, [reload]);

  function toggle(key: keyof NotificationPreferences, checked: boolean) {
    if (load.state !== 'ready') return;
    setSaved(false);
    setLoad({ state: 'ready', preferences: { ...load.preferences, [key]: checked } });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (load.state === 'ready') await save(load.preferences);
  }

  return (
    <section className={styles.section} aria-labelledby="parameters-notifications">
      <h2 id="parameters-notifications" className={styles.sectionTitle}>
        {t('account.parameters.notifications.title')}
      </h2>
      <p className={styles.intro}>{t('account.parameters.notifications.intro')}</p>
      {load.state === 'loading' && <SkeletonText lines={4} label={t('account.common.loading')} />}
      {load.state === 'failed' && (
        <Alert tone="error" title={t('account.common.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('account.common.retry')}
          </Button>
        </Alert>
      )}
      {load.state === 'ready' && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('account.parameters.notifications.legend')}</legend>
            {PREFERENCE_KEYS.map((key) => (
              <CheckboxField
                key={key}
                name={key}
                label={t(`account.parameters.notifications.${key}`)}
                checked={load.preferences[key]}
                onChange={(event) => toggle(key, event.target.checked)}
              />
            ))}
          </fieldset>
          {error && <Alert tone="error">{error}</Alert>}
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              {t('account.parameters.notifications.submit')}
            </Button>
            {/* Always in the page so screen readers announce the message when it appears. */}
            <p role="status" className={styles.success}>
              {saved ? t('account.parameters.notifications.saved') : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
