// The frame both tenant-file pages share: title and intro, then the file once loaded, or the
// forbidden, failed and loading states of the one tenant-file model.
import type { TenantFile } from '@coloc/shared';
import { Alert, Button, SkeletonText, StatusPage } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $loadError, $loadState, $tenantFile, loadTenantFileFx, tenantFileOpened, tenantFileRetried } from '../model/tenantFile';
import styles from './Guarantee.module.css';

export interface TenantFileGateProps {
  title: string;
  intro: string;
  /** Links offered on the 403 page (a seeker-only feature). */
  forbiddenActions?: ReactNode;
  loadingLines?: number;
  children: (file: TenantFile) => ReactNode;
}

export function TenantFileGate({ title, intro, forbiddenActions, loadingLines = 6, children }: TenantFileGateProps) {
  const t = useTexts();
  const [file, state, error, reloading, open, retry] = useUnit([$tenantFile, $loadState, $loadError, loadTenantFileFx.pending, tenantFileOpened, tenantFileRetried]);

  useEffect(() => {
    open();
  }, [open]);

  if (state === 'forbidden') {
    return (
      <StatusPage code={403} title={error ?? t('guarantee.loadFailed')} actions={forbiddenActions}>
        <p>{t('guarantee.forbiddenHint')}</p>
      </StatusPage>
    );
  }

  let content: ReactNode;
  if (state === 'failed' || (state === 'ready' && !file)) {
    content = (
      <Alert tone="error" title={t('guarantee.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('guarantee.retry')}
        </Button>
      </Alert>
    );
  } else if (state === 'loading' || !file) {
    content = <SkeletonText lines={loadingLines} label={t('guarantee.loading')} />;
  } else {
    content = children(file);
  }

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {content}
    </div>
  );
}
