// `garantie` (« Mon dossier »): how complete the file is, the rent guarantee, the situation, the
// documents by category, and the share link. The API answers the whole file after each change.
import { $user, pathTo } from '@coloc/shared';
import { Alert, AntiScamNotice, Button, buttonClassName, SkeletonText, StatusPage } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $loadError, $loadState, $tenantFile, loadTenantFileFx, tenantFileOpened, tenantFileRetried } from '../model/tenantFile';
import { DocumentSlots } from './DocumentSlots';
import styles from './Guarantee.module.css';
import { GuaranteeStatus } from './GuaranteeStatus';
import { ProgressMeter } from './ProgressMeter';
import { ShareLinkBlock } from './ShareLinkBlock';
import { SituationForm } from './SituationForm';

function Frame({ children }: { children: ReactNode }) {
  const t = useTexts();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('guarantee.title')}</h1>
        <p className={styles.intro}>{t('guarantee.intro')}</p>
      </header>
      {children}
    </div>
  );
}

export default function GuaranteePage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [file, state, error, reloading, open, retry] = useUnit([$tenantFile, $loadState, $loadError, loadTenantFileFx.pending, tenantFileOpened, tenantFileRetried]);

  useEffect(() => {
    open();
  }, [open]);

  if (state === 'forbidden') {
    return (
      <StatusPage
        code={403}
        title={error ?? t('guarantee.loadFailed')}
        actions={
          <Link className={buttonClassName()} to={pathTo('DashboardAccount', {}, { user, from: location })}>
            {t('guarantee.toAccount')}
          </Link>
        }
      >
        <p>{t('guarantee.forbiddenHint')}</p>
      </StatusPage>
    );
  }
  if (state === 'failed' || (state === 'ready' && !file)) {
    return (
      <Frame>
        <Alert tone="error" title={t('guarantee.loadFailed')}>
          {error && <p>{error}</p>}
          <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
            {t('guarantee.retry')}
          </Button>
        </Alert>
      </Frame>
    );
  }
  if (state === 'loading' || !file) {
    return (
      <Frame>
        <SkeletonText lines={6} label={t('guarantee.loading')} />
      </Frame>
    );
  }
  return (
    <Frame>
      <ProgressMeter file={file} />
      <GuaranteeStatus file={file} />
      <SituationForm file={file} />
      <DocumentSlots file={file} />
      <ShareLinkBlock file={file} />
      <AntiScamNotice />
    </Frame>
  );
}
