import { errorText, formatDate, formatEuro, type ManagementOverview, type RentPayment } from '@coloc/shared';
import { Alert, Button } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { Fragment, useMemo, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { currentPeriod, formatDay, formatPeriod } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import table from '../../../entities/owner-common/ui/ResponsiveTable.module.css';
import { $requestsByLine, cancelRentRequestFx, requestRentFx } from '../model/rentRequests';
import { groupByPeriod, paymentState, tenanciesById } from '../model/rents';
import styles from './Management.module.css';
import { MarkReceivedDialog } from './MarkReceivedDialog';

/**
 * Rent lines month by month, newest first, each with 'Marquer comme reçu' until fully paid and
 * 'Demander le paiement' (the anti-scam rule decides on the server; its refusal shows under the line).
 */
export function PaymentsSection({ overview }: { overview: ManagementOverview }) {
  const t = useTexts();
  const groups = useMemo(() => groupByPeriod(overview.payments), [overview.payments]);
  const tenancies = useMemo(() => tenanciesById(overview.tenancies), [overview.tenancies]);
  const [dialog, setDialog] = useState<{ payment: RentPayment | null; open: boolean }>({ payment: null, open: false });
  const [done, setDone] = useState('');
  const [requests, ask, cancel] = useUnit([$requestsByLine, requestRentFx, cancelRentRequestFx]);
  const [busy, setBusy] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const now = currentPeriod();
  const nameOf = (payment: RentPayment) => tenancies.get(payment.tenancy_id)?.tenant_name ?? t('management.payments.unknownTenant');

  const refuse = (id: number, message: string | null) =>
    setRefusals((current) => {
      const next = new Map(current);
      if (message === null) next.delete(id);
      else next.set(id, message);
      return next;
    });

  async function askPayment(payment: RentPayment) {
    setDone('');
    setBusy(payment.id);
    refuse(payment.id, null);
    try {
      await ask(payment.id);
      setDone(t('management.payments.askedDone', { name: nameOf(payment) }));
    } catch (error) {
      refuse(payment.id, errorText(error));
    } finally {
      setBusy(null);
    }
  }

  async function cancelRequest(payment: RentPayment, requestId: number) {
    setDone('');
    setBusy(payment.id);
    refuse(payment.id, null);
    try {
      await cancel(requestId);
      setDone(t('management.payments.cancelDone', { name: nameOf(payment) }));
    } catch (error) {
      refuse(payment.id, errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={page.section} aria-labelledby="management-payments-title">
      <h2 id="management-payments-title" className={page.sectionTitle}>
        {t('management.payments.title')}
      </h2>
      {groups.length === 0 && <p className={page.muted}>{t('management.payments.empty')}</p>}
      {groups.length > 0 && <p className={page.muted}>{t('management.payments.askHint')}</p>}
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
                    const request = requests.get(payment.id);
                    const openRequest = request?.status === 'open' ? request : null;
                    const refusal = refusals.get(payment.id);
                    const refusalId = `management-refusal-${payment.id}`;
                    return (
                      <Fragment key={payment.id}>
                      <tr>
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
                              {openRequest ? (
                                <>
                                  <span className={styles.small}>{t('management.payments.asked', { date: formatDate(openRequest.created_at, 'short') })}</span>
                                  <Button
                                    variant="ghost"
                                    size="sm"
                                    loading={busy === payment.id}
                                    disabled={busy !== null && busy !== payment.id}
                                    aria-label={t('management.payments.cancelAskFor', { name, period: formatPeriod(period) })}
                                    onClick={() => void cancelRequest(payment, openRequest.id)}
                                  >
                                    {t('management.payments.cancelAsk')}
                                  </Button>
                                </>
                              ) : (
                                <Button
                                  variant="ghost"
                                  size="sm"
                                  loading={busy === payment.id}
                                  disabled={busy !== null && busy !== payment.id}
                                  aria-label={t('management.payments.askPaymentFor', { name, period: formatPeriod(period) })}
                                  aria-describedby={refusal ? refusalId : undefined}
                                  onClick={() => void askPayment(payment)}
                                >
                                  {t('management.payments.askPayment')}
                                </Button>
                              )}
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
                      {refusal && (
                        <tr className={styles.refusalRow}>
                          <td colSpan={6} data-label="">
                            <div id={refusalId}>
                              <Alert tone="warning" title={t('management.payments.refusedTitle', { name, period: formatPeriod(period) })}>
                                <p>{refusal}</p>
                              </Alert>
                            </div>
                          </td>
                        </tr>
                      )}
                      </Fragment>
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
