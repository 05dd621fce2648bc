import { formatDate, type RentRequest } from '@coloc/shared';
import { Alert, Card } from '@coloc/shared/ui';
import { useTexts } from '../../../i18n/useTexts';
import { formatCents, formatIban, formatPeriod } from '../../../entities/receipts/model/format';
import styles from './Receipts.module.css';

/** An open request: how much, for which month, and the landlord's verified account to pay by transfer. */
export function RentRequestCard({ request }: { request: RentRequest }) {
  const t = useTexts();
  const period = formatPeriod(request.period);
  const titleId = `rent-request-${request.id}`;
  return (
    <Card as="article" className={styles.request} aria-labelledby={titleId}>
      <div className={styles.requestHead}>
        <h3 id={titleId} className={styles.requestTitle}>
          {t('receipts.requests.heading', { period })}
        </h3>
        <p className={styles.amount}>
          <span className={styles.amountLabel}>{t('receipts.requests.amount')}</span> {formatCents(request.amount_cents)}
        </p>
      </div>
      <p className={styles.meta}>
        {request.home_name} · {t('receipts.requests.requestedOn', { date: formatDate(request.created_at) })}
      </p>
      {request.payee ? (
        <>
          <p className={styles.payBy}>{t('receipts.requests.payBy')}</p>
          <dl className={styles.bank}>
            <div>
              <dt>{t('receipts.requests.holder')}</dt>
              <dd>{request.payee.holder_name}</dd>
            </div>
            <div>
              <dt>{t('receipts.requests.iban')}</dt>
              <dd className={styles.iban}>{formatIban(request.payee.iban)}</dd>
            </div>
            {request.payee.bic && (
              <div>
                <dt>{t('receipts.requests.bic')}</dt>
                <dd className={styles.iban}>{request.payee.bic}</dd>
              </div>
            )}
            <div>
              <dt>{t('receipts.requests.reference')}</dt>
              <dd>{t('receipts.requests.referenceValue', { period })}</dd>
            </div>
          </dl>
        </>
      ) : (
        <Alert tone="warning">{t('receipts.requests.noPayee')}</Alert>
      )}
    </Card>
  );
}
