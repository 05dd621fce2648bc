import { $user, formatDate } from '@coloc/shared';
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchConnections, type Connection } from '../api/myDataApi';
import styles from './Parameters.module.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; connections: Connection[] };

/**
 * « Dernières connexions »: the 10 latest sessions opened on the account (connection log), so that
 * a person can spot one that is not theirs; the way in and the device come worded by the API.
 */
export function ConnectionsSection() {
  const t = useTexts();
  const user = useUnit($user);
  const userId = user?.id;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(() => {
    if (userId === undefined) return;
    setLoad({ state: 'loading' });
    fetchConnections(userId)
      .then((connections) => setLoad({ state: 'ready', connections }))
      .catch(() => setLoad({ state: 'failed' }));
  }, [userId]);
  useEffect(reload, [reload]);

  return (
    <section className={styles.section} aria-labelledby="parameters-connections">
      <h2 id="parameters-connections" className={styles.sectionTitle}>
        {t('account.parameters.connections.title')}
      </h2>
      <p className={styles.intro}>{t('account.parameters.connections.intro')}</p>
      {load.state === 'loading' && <SkeletonText lines={3} label={t('account.common.loading')} />}
      {load.state === 'failed' && (
        <Alert tone="error" title={t('account.parameters.connections.failed')}>
          <Button variant="secondary" size="sm" onClick={reload} aria-label={t('account.parameters.connections.retryLabel')}>
            {t('account.common.retry')}
          </Button>
        </Alert>
      )}
      {load.state === 'ready' && load.connections.length === 0 && <p className={styles.intro}>{t('account.parameters.connections.empty')}</p>}
      {load.state === 'ready' && load.connections.length > 0 && (
        <ul className={styles.connections}>
          {load.connections.map((connection, index) => (
            <li key={`${connection.at}-${index}`} className={styles.connection}>
              <span className={styles.connectionWhen}>
                <time dateTime={connection.at}>{formatDate(connection.at, 'dateTime')}</time>
              </span>
              <span>
                {connection.device ?? t('account.parameters.connections.unknownDevice')} · {connection.method_label}
              </span>
              <span className={styles.connectionIp}>{t('account.parameters.connections.ip', { ip: connection.ip })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>{t('account.parameters.connections.hint')}</p>
    </section>
  );
}
