import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { AlertSettingsForm, alertSettingsTexts } from '@coloc/shared/ui/AlertSettingsForm';
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchAlertSettings, saveAlertSettings, type AlertSettings } from '../api/alertsApi';
import styles from './Parameters.module.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: AlertSettings };

/** « Alertes »: how and how often the person hears about new compatible adverts, and from which affinity. */
export function AlertsSection() {
  const t = useTexts();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchAlertSettings()
      .then((settings) => setLoad({ state: 'ready', settings }))
      .catch(() => setLoad({ state: 'failed' }));
  }, []);
  useEffect(reload, [reload]);

  const texts = alertSettingsTexts((key) => t(`alerts.${key}`));

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
      {load.state === 'ready' && <AlertSettingsForm initial={load.settings} texts={texts} onSave={saveAlertSettings} />}
    </section>
  );
}
