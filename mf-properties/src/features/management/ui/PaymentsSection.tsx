import { formatEuro, type ManagementOverview, type RentPayment } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { currentPeriod, formatDay, formatPeriod } from '../../owner-common/model/formValues';
import page from '../../owner-common/ui/OwnerPage.module.css';
import table from '../../owner-common/ui/ResponsiveTable.module.css';
import { groupByPeriod, paymentState, tenanciesById } from '../model/rents';
import styles from './Management.module.css';
import { MarkReceivedDialog } from './MarkReceivedDialog';

/** Rent lines month by month, newest first, each with 'Marquer comme reçu' until fully paid. */
export function PaymentsSection({ overview }: { overview: ManagementOverview }) {
  const t = useTexts();
  const groups = useMemo(() => groupByPeriod(overview.payments), [overview.payments]);
  const tenancies = useMemo(() => tenanciesById(overview.tenancies), [overview.tenancies]);
  const [dialog, setDialog] = useState<{ payment: RentPayment | null; open: boolean }>({ payment: null, open: false });
  const [done, setDone] = useState('');
  const now = currentPeriod();
  const nameOf = (payment: RentPayment) => tenancies.get(payment.tenancy_id)?.tenant_name ?? t('management.payments.unknownTenant');

  return (
    <section className={page.section} aria-labelledby="management-payments-title">
      <h2 id="management-payments-title" className={page.sectionTitle}>
        {t('management.payments.title')}
      </h2>
      {groups.length === 0 && <p className={page.muted}>{t('management.payments.empty')}</p>}
      {groups.map(({ period, payments }) => {
        const titleId = `management-period-${period}`;
        return (
          <div key={period}>
            <h3 id={titleId} className={styles.periodTitle}>
              {formatPeriod(period)}
            </h3>
            <div className={table.wrap}>
              <table className={clsx(table.table, styles.paymentsTable)} aria-labelledby={titleId}>
                <thead>
                  <tr>
                    <th scope="col">{t('management.payments.tenant')}</th>
                    <th scope="col" className={table.numeric}>
                      {t('management.payments.due')}
                    </th>
                    <th scope="col" className={table.numeric}>
                      {t('management.payments.received')}
                    </th>
                    <th scope="col">{t('management.payments.status')}</th>
                    <th scope="col">{t('management.payments.receivedOn')}</th>
                    <th scope="col">
                      <span className={styles.small}>{t('management.payments.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((payment) => {
                    const state = paymentState(payment, now);
                    const name = nameOf(payment);
                    return (
                      <tr key={payment.id}>
                        <th scope="row" data-label={t('management.payments.tenant')}>
                          {name}
                        </th>
                        <td data-label={t('management.payments.due')} className={table.numeric}>
                          {formatEuro(payment.amount_due)}
                        </td>
                        <td data-label={t('management.payments.received')} className={table.numeric}>
                          {formatEuro(payment.amount_received)}
                        </td>
                        <td data-label={t('management.payments.status')}>
                          <span className={clsx(styles.state, styles[state])}>{t(`management.payments.state.${state}`)}</span>
                        </td>
                        <td data-label={t('management.payments.receivedOn')}>{payment.received_on ? formatDay(payment.received_on, 'short') : '—'}</td>
                        <td data-label="">
                          {state !== 'paid' && (
                            <div className={table.actions}>
                              <Button
                                variant="secondary"
                                size="sm"
                                aria-label={t('management.payments.markReceivedFor', { name, period: formatPeriod(period) })}
                                onClick={() => {
                                  setDone('');
                                  setDialog({ payment, open: true });
                                }}
                              >
                                {t('management.payments.markReceived')}
                              </Button>
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
      <p role="status" className={page.success}>
        {done}
      </p>
      {dialog.payment && (
        <MarkReceivedDialog
          payment={dialog.payment}
          tenantName={nameOf(dialog.payment)}
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          onDone={() => setDone(t('management.markDialog.done'))}
        />
      )}
    </section>
  );
}
