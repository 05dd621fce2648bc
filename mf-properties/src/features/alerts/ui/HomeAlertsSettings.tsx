import { errorText } from '@coloc/shared';
import { Alert, Button, SelectField, SkeletonText, TextField } from '@coloc/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchHomeAlerts, saveHomeAlerts, type AlertFrequency, type HomeAlertSettings } from '../api/homeAlertsApi';
import styles from './HomeAlertsSettings.module.css';

const FREQUENCIES: readonly AlertFrequency[] = ['immediate', 'daily', 'never'];

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: HomeAlertSettings; threshold: string };

/**
 * The caller's alerts about new compatible seekers for one home (issue 19), folded in the card:
 * read only when opened, so a list of homes does not cost one request per home.
 */
export function HomeAlertsSettings({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thresholdError, setThresholdError] = useState<string | null>(null);
  const options = FREQUENCIES.map((value) => ({ value, label: t(`alerts.${value}`) }));

  function open() {
    if (load.state !== 'idle' && load.state !== 'failed') return;
    setLoad({ state: 'loading' });
    fetchHomeAlerts(homeId)
      .then((settings) => setLoad({ state: 'ready', settings, threshold: String(settings.threshold) }))
      .catch(() => setLoad({ state: 'failed' }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (load.state !== 'ready' || saving) return;
    const threshold = Number(load.threshold);
    if (load.threshold.trim() === '' || !Number.isInteger(threshold) || threshold < 0 || threshold > 100) {
      setThresholdError(t('alerts.thresholdInvalid'));
      return;
    }
    setThresholdError(null);
    setSaving(true);
    setSaved(false);
    setError(null);
    try {
      const { push_frequency, email_frequency } = load.settings;
      const settings = await saveHomeAlerts(homeId, { threshold, push_frequency, email_frequency });
      setLoad({ state: 'ready', settings, threshold: String(settings.threshold) });
      setSaved(true);
    } catch (failure) {
      setError(errorText(failure) || t('alerts.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className={styles.panel} onToggle={(event) => (event.currentTarget.open ? open() : undefined)}>
      <summary>{t('alerts.summary')}</summary>
      <p>{t('alerts.intro')}</p>
      {load.state === 'loading' && <SkeletonText lines={2} label={t('alerts.summary')} />}
      {load.state === 'failed' && <Alert tone="error">{t('alerts.loadFailed')}</Alert>}
      {load.state === 'ready' && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <SelectField
            name="push_frequency"
            label={t('alerts.push')}
            options={options}
            value={load.settings.push_frequency}
            onChange={(event) => {
              setSaved(false);
              setLoad({ ...load, settings: { ...load.settings, push_frequency: event.target.value as AlertFrequency } });
            }}
          />
          <SelectField
            name="email_frequency"
            label={t('alerts.email')}
            options={options}
            value={load.settings.email_frequency}
            onChange={(event) => {
              setSaved(false);
              setLoad({ ...load, settings: { ...load.settings, email_frequency: event.target.value as AlertFrequency } });
            }}
          />
          <TextField
            name="threshold"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            label={t('alerts.threshold')}
            hint={t('alerts.thresholdHint')}
            error={thresholdError}
            value={load.threshold}
            onChange={(event) => {
              setSaved(false);
              setLoad({ ...load, threshold: event.target.value });
            }}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={saving}>
              {t('alerts.submit')}
            </Button>
            <p role="status" className={styles.status}>
              {saved ? t('alerts.saved') : ''}
            </p>
          </div>
        </form>
      )}
    </details>
  );
}
