import { errorText } from '@coloc/shared';
import { Alert, Button, SelectField, SkeletonText, TextField } from '@coloc/shared/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchAlertSettings, saveAlertSettings, type AlertFrequency, type AlertSettings } from '../api/alertsApi';
import styles from './Parameters.module.css';

const FREQUENCIES: readonly AlertFrequency[] = ['immediate', 'daily', 'never'];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: AlertSettings; threshold: string };

/** « Alertes »: how and how often the person hears about new compatible adverts, and from which affinity. */
export function AlertsSection() {
  const t = useTexts();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thresholdError, setThresholdError] = useState<string | null>(null);

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchAlertSettings()
      .then((settings) => setLoad({ state: 'ready', settings, threshold: String(settings.threshold) }))
      .catch(() => setLoad({ state: 'failed' }));
  }, []);
  useEffect(reload, [reload]);

  const options = FREQUENCIES.map((value) => ({ value, label: t(`alerts.${value}`) }));

  function change(patch: Partial<AlertSettings>) {
    if (load.state !== 'ready') return;
    setSaved(false);
    setLoad({ ...load, settings: { ...load.settings, ...patch } });
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
      const settings = await saveAlertSettings({ ...load.settings, threshold });
      setLoad({ state: 'ready', settings, threshold: String(settings.threshold) });
      setSaved(true);
    } catch (failure) {
      setError(errorText(failure) || t('account.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="parameters-alerts">
      <h2 id="parameters-alerts" className={styles.sectionTitle}>
        {t('alerts.title')}
      </h2>
      <p className={styles.intro}>{t('alerts.intro')}</p>
      {load.state === 'loading' && <SkeletonText lines={3} label={t('account.common.loading')} />}
      {load.state === 'failed' && (
        <Alert tone="error" title={t('account.common.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={reload} aria-label={t('alerts.retryLabel')}>
            {t('account.common.retry')}
          </Button>
        </Alert>
      )}
      {load.state === 'ready' && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <SelectField
            name="push_frequency"
            label={t('alerts.push')}
            options={options}
            value={load.settings.push_frequency}
            onChange={(event) => change({ push_frequency: event.target.value as AlertFrequency })}
          />
          <SelectField
            name="email_frequency"
            label={t('alerts.email')}
            options={options}
            value={load.settings.email_frequency}
            onChange={(event) => change({ email_frequency: event.target.value as AlertFrequency })}
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
            <Button type="submit" loading={saving}>
              {t('alerts.submit')}
            </Button>
            <p role="status" className={styles.success}>
              {saved ? t('alerts.saved') : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
