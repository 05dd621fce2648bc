import { $user, errorText } from '@coloc/shared';
import { Alert, Button } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchDataExport } from '../api/myDataApi';
import styles from './Parameters.module.css';
import { exportFileName, saveJsonFile } from './saveJsonFile';

type State = { state: 'idle' } | { state: 'pending' } | { state: 'done' } | { state: 'failed'; reason: string };

/**
 * « Vos données »: the rights of access and portability of the privacy page, in one click. The
 * file is built by the API (GET /users/{id}/export); a refusal (too many requests, session gone)
 * is said here in French rather than saved as a file.
 */
export function MyDataSection() {
  const t = useTexts();
  const user = useUnit($user);
  const [status, setStatus] = useState<State>({ state: 'idle' });

  async function download() {
    if (!user || status.state === 'pending') return;
    setStatus({ state: 'pending' });
    try {
      const data = await fetchDataExport(user.id);
      saveJsonFile(data, exportFileName(data.export.genere_le));
      setStatus({ state: 'done' });
    } catch (error) {
      setStatus({ state: 'failed', reason: errorText(error) });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="parameters-my-data">
      <h2 id="parameters-my-data" className={styles.sectionTitle}>
        {t('account.parameters.myData.title')}
      </h2>
      <p className={styles.intro}>{t('account.parameters.myData.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={download} loading={status.state === 'pending'}>
          {t('account.parameters.myData.download')}
        </Button>
      </div>
      <p className={styles.downloadStatus} role="status">
        {status.state === 'done' ? t('account.parameters.myData.done') : ''}
      </p>
      {status.state === 'failed' && (
        <Alert tone="error" title={t('account.parameters.myData.failed')}>
          <p className={styles.alertText}>{status.reason}</p>
        </Alert>
      )}
    </section>
  );
}
