// `documents` for landlords: the home's documents with their category, size and date, shared with
// the tenants or not, downloaded, renamed, deleted, and new ones uploaded. The API refuses anyone
// who is not one of the home's landlords: its French answer becomes the page.
import { $user, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText, StatusPage } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { SelectedHomeGate } from '../../../entities/owner-common/ui/SelectedHomeGate';
import { $documents, $loadError, $loadState, documentsOpened, documentsRetried, loadDocumentsFx, uploadDocumentFx } from '../../../entities/documents/model/documents';
import { DocumentsTable, useDocumentNotice } from '../../../entities/documents/ui/DocumentsTable';
import { UploadDocumentForm } from '../../../entities/documents/ui/UploadDocumentForm';

function Frame({ children }: { children: ReactNode }) {
  const t = useTexts();
  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('documents.title')}</h1>
        <p className={page.intro}>{t('documents.intro')}</p>
      </header>
      {children}
    </div>
  );
}

export default function OwnerDocumentsPage() {
  const t = useTexts();
  return (
    <SelectedHomeGate noHome={t('documents.noHome')} wrap={(node) => <Frame>{node}</Frame>}>
      {(homeId) => <DocumentsView homeId={homeId} />}
    </SelectedHomeGate>
  );
}

function DocumentsView({ homeId }: { homeId: number }) {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [documents, state, error, reloading, open, retry, upload] = useUnit([$documents, $loadState, $loadError, loadDocumentsFx.pending, documentsOpened, documentsRetried, uploadDocumentFx]);
  const notice = useDocumentNotice();

  useEffect(() => {
    open(homeId);
  }, [open, homeId]);

  if (state === 'forbidden') {
    return (
      <StatusPage
        code={403}
        title={error ?? t('documents.loadFailed')}
        actions={
          <Link className={buttonClassName()} to={pathTo('DashboardProperties', {}, { user, from: location })}>
            {t('documents.backToProperties')}
          </Link>
        }
      >
        <p>{t('documents.forbiddenHint')}</p>
      </StatusPage>
    );
  }

  let list: ReactNode;
  if (state === 'loading') list = <SkeletonText lines={5} label={t('documents.loading')} />;
  else if (state === 'failed')
    list = (
      <Alert tone="error" title={t('documents.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('documents.retry')}
        </Button>
      </Alert>
    );
  else if (documents.length === 0) list = <p className={page.muted}>{t('documents.list.empty')}</p>;
  else list = <DocumentsTable documents={documents} notice={notice} />;

  return (
    <Frame>
      <section className={page.section} aria-labelledby="documents-list-title">
        <h2 id="documents-list-title" className={page.sectionTitle}>
          {t('documents.list.title')}
        </h2>
        {list}
        <p role="status" className={page.success}>
          {notice.done}
        </p>
        {notice.failure && <Alert tone="error">{notice.failure}</Alert>}
      </section>
      {state !== 'failed' && (
        <section className={page.section} aria-labelledby="documents-upload-title">
          <h2 id="documents-upload-title" className={page.sectionTitle}>
            {t('documents.upload.title')}
          </h2>
          <Card padding="lg">
            <UploadDocumentForm
              labelledBy="documents-upload-title"
              send={(file) => upload({ homeId, upload: file })}
              onUploaded={(created) => notice.succeed(t('documents.done.uploaded', { title: created.title }))}
            />
          </Card>
        </section>
      )}
    </Frame>
  );
}
