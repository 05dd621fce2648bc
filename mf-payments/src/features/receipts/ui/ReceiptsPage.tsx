// `receipts` (« Mes quittances »): the rents the landlord asks for, with the verified account to pay
// them into, then every month of rent with its state and, once paid, its quittance as a PDF.
import { $user, pathTo, type RentReceipt } from '@coloc/shared';
import { Alert, AntiScamNotice, Button, buttonClassName, SkeletonText, Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { currentPeriod, formatCents, formatDay, formatPeriod } from '../../../entities/receipts/model/format';
import { $loadError, $loadState, $openRequests, $paidRequests, $receipts, loadReceiptsFx, receiptsOpened, receiptsRetried } from '../model/receipts';
import { receiptState } from '../model/receiptState';
import styles from './Receipts.module.css';
import { RentRequestCard } from './RentRequestCard';
import page from '../../../entities/receipts/ui/TenantSpace.module.css';

export default function ReceiptsPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [state, error, reloading, open, retry] = useUnit([$loadState, $loadError, loadReceiptsFx.pending, receiptsOpened, receiptsRetried]);

  useEffect(() => {
    open();
  }, [open]);

  let body;
  if (state === 'loading') body = <SkeletonText lines={8} label={t('receipts.loading')} />;
  else if (state === 'failed')
    body = (
      <Alert tone="error" title={t('receipts.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('receipts.retry')}
        </Button>
      </Alert>
    );
  else
    body = (
      <>
        <RequestsSection />
        <ReceiptsSection />
      </>
    );

  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('receipts.title')}</h1>
        <p className={page.intro}>{t('receipts.intro')}</p>
      </header>
      <AntiScamNotice />
      {body}
      <ul className={page.links}>
        <li>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={pathTo('DashboardTenantDocuments', {}, { user, from: location })}>
            {t('receipts.more.documents')}
          </Link>
        </li>
        <li>
          <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={pathTo('DashboardMyColocation', {}, { user, from: location })}>
            {t('receipts.more.colocation')}
          </Link>
        </li>
      </ul>
    </div>
  );
}

function RequestsSection() {
  const t = useTexts();
  const [open, paid] = useUnit([$openRequests, $paidRequests]);
  return (
    <section className={page.section} aria-labelledby="receipts-requests-title">
      <h2 id="receipts-requests-title" className={page.sectionTitle}>
        {t('receipts.requests.title')}
      </h2>
      {open.length === 0 ? (
        <p className={page.muted}>{t('receipts.requests.empty')}</p>
      ) : (
        <ul className={page.list}>
          {open.map((request) => (
            <li key={request.id}>
              <RentRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
      {paid.length > 0 && (
        <>
          <h3 className={page.sectionTitle}>{t('receipts.requests.paidTitle')}</h3>
          <ul className={styles.paidList}>
            {paid.map((request) => (
              <li key={request.id}>
                <Tag tone="success">{t('receipts.requests.paid')}</Tag>
                {t('receipts.requests.paidLine', { period: formatPeriod(request.period), amount: formatCents(request.amount_cents) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ReceiptsSection() {
  const t = useTexts();
  const receipts = useUnit($receipts);
  const now = currentPeriod();
  // One home (the usual case): named once above the table rather than on every line.
  const homes = [...new Set(receipts.map((receipt) => receipt.home_name))];
  const showHome = homes.length > 1;
  return (
    <section className={page.section} aria-labelledby="receipts-list-title">
      <h2 id="receipts-list-title" className={page.sectionTitle}>
        {t('receipts.list.title')}
      </h2>
      {!showHome && homes[0] && <p className={page.muted}>{homes[0]}</p>}
      {receipts.length === 0 ? (
        <p className={page.muted}>{t('receipts.list.empty')}</p>
      ) : (
        <div className={page.tableWrap}>
          <table className={page.table} aria-labelledby="receipts-list-title">
            <thead>
              <tr>
                <th scope="col">{t('receipts.list.month')}</th>
                {showHome && <th scope="col">{t('receipts.list.home')}</th>}
                <th scope="col" className={page.numeric}>
                  {t('receipts.list.rent')}
                </th>
                <th scope="col" className={page.numeric}>
                  {t('receipts.list.charges')}
                </th>
                <th scope="col" className={page.numeric}>
                  {t('receipts.list.total')}
                </th>
                <th scope="col">{t('receipts.list.status')}</th>
                <th scope="col">{t('receipts.list.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((receipt) => (
                <ReceiptRow key={receipt.rent_payment_id} receipt={receipt} now={now} showHome={showHome} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ReceiptRow({ receipt, now, showHome }: { receipt: RentReceipt; now: string; showHome: boolean }) {
  const t = useTexts();
  const state = receiptState(receipt, now);
  const period = formatPeriod(receipt.period);
  const stateText =
    state === 'paid'
      ? t('receipts.list.state.paid', { date: receipt.paid_on ? formatDay(receipt.paid_on) : '' })
      : state === 'partial'
        ? t('receipts.list.state.partial', { amount: formatCents(receipt.paid_cents) })
        : t(`receipts.list.state.${state}`);
  return (
    <tr>
      <th scope="row" data-label={t('receipts.list.month')}>
        {period}
      </th>
      {showHome && <td data-label={t('receipts.list.home')}>{receipt.home_name}</td>}
      <td data-label={t('receipts.list.rent')} className={page.numeric}>
        {formatCents(receipt.rent_cents)}
      </td>
      <td data-label={t('receipts.list.charges')} className={page.numeric}>
        {formatCents(receipt.charges_cents)}
      </td>
      <td data-label={t('receipts.list.total')} className={page.numeric}>
        {formatCents(receipt.rent_cents + receipt.charges_cents)}
      </td>
      <td data-label={t('receipts.list.status')}>
        <span className={clsx(page.state, page[state])}>{stateText}</span>
      </td>
      <td data-label="">
        {receipt.pdf_url ? (
          <a className={clsx(buttonClassName({ variant: 'secondary', size: 'sm' }), styles.download)} href={receipt.pdf_url} download aria-label={t('receipts.list.downloadFor', { period })}>
            {t('receipts.list.download')}
          </a>
        ) : (
          <span className={page.muted}>{t('receipts.list.none')}</span>
        )}
      </td>
    </tr>
  );
}
