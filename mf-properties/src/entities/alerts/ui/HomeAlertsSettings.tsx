import { Alert, SkeletonText } from '@coloc/shared/ui';
import { AlertSettingsForm, alertSettingsTexts } from '@coloc/shared/ui/AlertSettingsForm';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchHomeAlerts, saveHomeAlerts, type HomeAlertSettings } from '../api/homeAlertsApi';
import styles from './HomeAlertsSettings.module.css';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: HomeAlertSettings };

/**
 * The caller's alerts about new compatible seekers for one home (issue 19), folded in the card:
 * read only when opened, so a list of homes does not cost one request per home.
 */
export function HomeAlertsSettings({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const texts = alertSettingsTexts((key) => t(`alerts.${key}`));

  function open() {
    if (load.state !== 'idle' && load.state !== 'failed') return;
    setLoad({ state: 'loading' });
    fetchHomeAlerts(homeId)
      .then((settings) => setLoad({ state: 'ready', settings }))
      .catch(() => setLoad({ state: 'failed' }));
  }

  return (
    <details className={styles.panel} onToggle={(event) => (event.currentTarget.open ? open() : undefined)}>
      <summary>{t('alerts.summary')}</summary>
      <p>{t('alerts.intro')}</p>
      {load.state === 'loading' && <SkeletonText lines={2} label={t('alerts.summary')} />}
      {load.state === 'failed' && <Alert tone="error">{t('alerts.loadFailed')}</Alert>}
      {load.state === 'ready' && (
        <AlertSettingsForm initial={load.settings} texts={texts} submitSize="sm" onSave={(values) => saveHomeAlerts(homeId, values)} />
      )}
    </details>
  );
}
