// `invoices`: every invoice of the user (number, date, what, HT, TVA, TTC) with its PDF.
import { formatDay, formatEuro } from '@coloc/shared';
import { Alert, Button, buttonClassName, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $invoices, $invoicesError, $invoicesState, invoicesOpened, totals } from '../model/invoices';
import styles from './Invoices.module.css';

const day = (date: string) => formatDay(date);
const euros = (cents: number) => formatEuro(cents / 100);

export default function InvoicesPage() {
  const t = useTexts();
  const [invoices, state, error] = useUnit([$invoices, $invoicesState, $invoicesError]);

  useEffect(() => {
    invoicesOpened();
  }, []);

  const c = (key: 'number' | 'date' | 'label' | 'net' | 'vat' | 'total' | 'pdf') => t(`invoices.columns.${key}`);
  const sum = totals(invoices);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('invoices.title')}</h1>
        <p className={styles.intro}>{t('invoices.intro')}</p>
      </header>
      {state === 'loading' && <SkeletonText lines={5} label={t('invoices.loading')} />}
      {state === 'failed' && (
        <Alert tone="error" title={t('invoices.loadFailed')}>
          <p>{error}</p>
          <Button variant="secondary" onClick={() => invoicesOpened()}>
            {t('invoices.retry')}
          </Button>
        </Alert>
      )}
      {state === 'ready' && invoices.length === 0 && <Alert tone="info">{t('invoices.empty')}</Alert>}
      {state === 'ready' && invoices.length > 0 && (
        <>
          <p className={styles.muted}>{t('invoices.totals', { count: invoices.length, total: euros(sum.total) })}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('invoices.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{c('number')}</th>
                  <th scope="col">{c('date')}</th>
                  <th scope="col">{c('label')}</th>
                  <th scope="col" className={styles.num}>
                    {c('net')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {c('vat')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {c('total')}
                  </th>
                  <th scope="col">{c('pdf')}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <th scope="row" className={styles.number}>
                      {invoice.number}
                    </th>
                    <td data-label={c('date')}>{day(invoice.issued_on)}</td>
                    <td data-label={c('label')}>{invoice.label}</td>
                    <td data-label={c('net')} className={styles.num}>
                      {euros(invoice.net_cents)}
                    </td>
                    <td data-label={c('vat')} className={styles.num}>
                      {euros(invoice.vat_cents)}
                    </td>
                    <td data-label={c('total')} className={styles.num}>
                      {euros(invoice.total_cents)}
                    </td>
                    <td>
                      <a
                        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                        href={invoice.pdf_url}
                        download
                        aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                      >
                        {t('invoices.download')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
