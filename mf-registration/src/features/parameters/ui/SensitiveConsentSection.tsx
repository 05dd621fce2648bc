import { pathTo, userReceived, type User } from '@coloc/shared';
import { Alert, Button, CheckboxField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { saveSensitiveConsent } from '../api/sensitiveConsentApi';
import styles from './Parameters.module.css';

/**
 * « Religion et alimentation » (issue 16, §4): sensitive data, private and unused until the person
 * ticks the box. The server stores the consent (profiles.sensitive_consent_at) and gates matching
 * and search filters on it; this section only asks, in plain words.
 */
export function SensitiveConsentSection({ user }: { user: User }) {
  const t = useTexts();
  const profile = user.profile;
  const [consent, setConsent] = useState(profile?.sensitive_consent === true);
  const [saved, setSaved] = useState(false);
  const { pending: saving, error, submit: save } = useSubmit(async (profileId: number) => {
    setSaved(false);
    const stored = await saveSensitiveConsent(profileId, consent);
    setConsent(stored.sensitive_consent);
    // The search page reads the consent from the session user: keep it in step.
    userReceived({ ...user, profile: stored });
    setSaved(true);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (profile) await save(profile.id);
  }

  return (
    <section className={styles.section} aria-labelledby="parameters-sensitive">
      <h2 id="parameters-sensitive" className={styles.sectionTitle}>
        {t('sensitive.title')}
      </h2>
      <p className={styles.intro}>{t('sensitive.intro')}</p>
      <p className={styles.intro}>{t('sensitive.how')}</p>
      <p className={styles.intro}>
        <Link to={pathTo('Privacy', {}, { hash: 'donnees-sensibles' })}>{t('sensitive.policy')}</Link>
      </p>
      {!profile ? (
        <p className={styles.intro}>{t('sensitive.noProfile')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <CheckboxField
            name="sensitive_consent"
            label={t('sensitive.label')}
            checked={consent}
            onChange={(event) => {
              setSaved(false);
              setConsent(event.target.checked);
            }}
          />
          {error && <Alert tone="error">{error}</Alert>}
          {saved && <Alert tone="success">{t('sensitive.saved')}</Alert>}
          <div>
            <Button type="submit" loading={saving}>
              {t('sensitive.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
