import { $user } from '@coloc/shared';
import { Alert, Button } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchDataExport } from '../api/myDataApi';
import styles from './Parameters.module.css';
import { exportFileName, saveJsonFile } from './saveJsonFile';

/**
 * « Vos données »: the rights of access and portability of the privacy page, in one click. The
 * file is built by the API (GET /users/{id}/export); a refusal (too many requests, session gone)
 * is said here in French rather than saved as a file.
 */
export function MyDataSection() {
  const t = useTexts();
  const user = useUnit($user);
  const [done, setDone] = useState(false);
  const { pending, error, submit } = useSubmit(async (userId: number) => {
    setDone(false);
    const data = await fetchDataExport(userId);
    saveJsonFile(data, exportFileName(data.export.genere_le));
    setDone(true);
  });

  return (
    <section className={styles.section} aria-labelledby="parameters-my-data">
      <h2 id="parameters-my-data" className={styles.sectionTitle}>
        {t('account.parameters.myData.title')}
      </h2>
      <p className={styles.intro}>{t('account.parameters.myData.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => { if (user) void submit(user.id); }} loading={pending}>
          {t('account.parameters.myData.download')}
        </Button>
      </div>
      <p className={styles.downloadStatus} role="status">
        {done ? t('account.parameters.myData.done') : ''}
      </p>
      {error !== null && (
        <Alert tone="error" title={t('account.parameters.myData.failed')}>
          <p className={styles.alertText}>{error}</p>
        </Alert>
      )}
    </section>
  );
}
