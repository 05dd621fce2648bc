// The tenant's `documents` (« Mes documents »): leases, receipts, the documents the landlords share
// and the pieces of the tenant file, each downloadable; a way to the file and guarantee.
import { $user, formatDate, pathTo, type TenantDocumentsOverview } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { formatDay, formatPeriod } from '../../../entities/receipts/model/format';
import page from '../../../entities/receipts/ui/TenantSpace.module.css';
import { homeCategoryKey, leaseStatusKey } from '../model/labels';
import { $loadError, $loadState, $overview, loadTenantDocumentsFx, tenantDocumentsOpened, tenantDocumentsRetried } from '../model/tenantDocuments';
import styles from './TenantDocuments.module.css';

export default function TenantDocumentsPage() {
  const t = useTexts();
  const [overview, state, error, reloading, open, retry] = useUnit([$overview, $loadState, $loadError, loadTenantDocumentsFx.pending, tenantDocumentsOpened, tenantDocumentsRetried]);

  useEffect(() => {
    open();
  }, [open]);

  let body;
  if (state === 'loading') body = <SkeletonText lines={8} label={t('tenantDocuments.loading')} />;
  else if (state === 'failed' || !overview)
    body = (
      <Alert tone="error" title={t('tenantDocuments.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('tenantDocuments.retry')}
        </Button>
      </Alert>
    );
  else body = <DocumentsView overview={overview} />;

  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('tenantDocuments.title')}</h1>
        <p className={page.intro}>{t('tenantDocuments.intro')}</p>
      </header>
      {body}
    </div>
  );
}

/** One downloadable document: what it is, a line of details, and its link named after it. */
function DocumentItem({ title, details, href, label, badge }: { title: string; details: ReactNode; href: string; label: string; badge?: ReactNode }) {
  const t = useTexts();
  return (
    <li>
      <Card className={styles.item}>
        <div className={styles.itemText}>
          <p className={styles.itemTitle}>
            {title} {badge}
          </p>
          <p className={page.muted}>{details}</p>
        </div>
        <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={href} download aria-label={label}>
          {t('tenantDocuments.download')}
        </a>
      </Card>
    </li>
  );
}

function Section({ id, title, empty, children, footer }: { id: string; title: string; empty: string | null; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.sectionTitle}>
        {title}
      </h2>
      {empty !== null ? <p className={page.muted}>{empty}</p> : <ul className={page.list}>{children}</ul>}
      {footer}
    </section>
  );
}

function DocumentsView({ overview }: { overview: TenantDocumentsOverview }) {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const { leases, receipts, home_documents: shared, file_documents: file } = overview;

  return (
    <>
      <Section id="tenant-documents-leases" title={t('tenantDocuments.leases.title')} empty={leases.length === 0 ? t('tenantDocuments.leases.empty') : null}>
        {leases.map((lease) => {
          const status = leaseStatusKey(lease.status);
          const date = formatDay(lease.start_date);
          return (
            <DocumentItem
              key={lease.id}
              title={t('tenantDocuments.leases.item', { home: lease.home_name })}
              details={t('tenantDocuments.leases.start', { date })}
              badge={status && <Tag tone={status === 'accepted' ? 'success' : 'neutral'}>{t(`tenantDocuments.leases.status.${status}`)}</Tag>}
              href={lease.pdf_url}
              label={t('tenantDocuments.leases.download', { home: lease.home_name, date })}
            />
          );
        })}
      </Section>

      <Section
        id="tenant-documents-receipts"
        title={t('tenantDocuments.receipts.title')}
        empty={receipts.length === 0 ? t('tenantDocuments.receipts.empty') : null}
        footer={
          <p>
            <Link to={pathTo('DashboardReceipts', {}, { user, from: location })}>{t('tenantDocuments.receipts.all')}</Link>
          </p>
        }
      >
        {receipts.map((receipt) => {
          const period = formatPeriod(receipt.period);
          return (
            <DocumentItem
              key={receipt.rent_payment_id}
              title={t('tenantDocuments.receipts.item', { period })}
              details={receipt.home_name}
              href={receipt.pdf_url ?? ''}
              label={t('tenantDocuments.receipts.download', { period })}
            />
          );
        })}
      </Section>

      <Section id="tenant-documents-shared" title={t('tenantDocuments.shared.title')} empty={shared.length === 0 ? t('tenantDocuments.shared.empty') : null}>
        {shared.map((document) => (
          <DocumentItem
            key={document.id}
            title={document.title}
            details={`${t(`tenantDocuments.shared.category.${homeCategoryKey(document.category)}`)} · ${t('tenantDocuments.shared.added', { date: formatDate(document.created_at) })}`}
            href={document.url}
            label={t('tenantDocuments.shared.download', { title: document.title })}
          />
        ))}
      </Section>

      <section className={page.section} aria-labelledby="tenant-documents-file">
        <h2 id="tenant-documents-file" className={page.sectionTitle}>
          {t('tenantDocuments.file.title')}
        </h2>
        {file.length === 0 ? (
          <p className={page.muted}>{t('tenantDocuments.file.empty')}</p>
        ) : (
          <ul className={page.list}>
            {file.map((document) => (
              <DocumentItem
                key={document.id}
                title={document.title}
                details={`${t(`tenantDocuments.file.category.${document.category}`)} · ${t('tenantDocuments.file.added', { date: formatDate(document.created_at) })}`}
                href={document.download_url}
                label={t('tenantDocuments.file.download', { title: document.title })}
              />
            ))}
          </ul>
        )}
        <p>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={pathTo('DashboardGuarantee', {}, { user, from: location })}>
            {t('tenantDocuments.file.guarantee')}
          </Link>
        </p>
      </section>
    </>
  );
}
