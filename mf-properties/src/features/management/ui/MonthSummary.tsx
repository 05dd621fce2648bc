import { formatEuro, type ManagementOverview } from '@coloc/shared';
import { Card } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useTexts } from '../../../i18n/useTexts';
import { formatPeriod } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import styles from './Management.module.css';

/** Dû / reçu / en retard for the current month, as the server totals them. */
export function MonthSummary({ month }: { month: ManagementOverview['month'] }) {
  const t = useTexts();
  return (
    <section className={page.section} aria-labelledby="management-month-title">
      <h2 id="management-month-title" className={page.sectionTitle}>
        {t('management.month.title', { period: formatPeriod(month.period) })}
      </h2>
      <dl className={styles.summary}>
        <Card className={styles.figure}>
          <dt>{t('management.month.due')}</dt>
          <dd>{formatEuro(month.due)}</dd>
        </Card>
        <Card className={styles.figure}>
          <dt>{t('management.month.received')}</dt>
          <dd className={styles.good}>{formatEuro(month.received)}</dd>
        </Card>
        <Card className={clsx(styles.figure, month.late > 0 && styles.alertFigure)}>
          <dt>{t('management.month.late')}</dt>
          <dd className={month.late > 0 ? styles.bad : undefined}>{formatEuro(month.late)}</dd>
        </Card>
      </dl>
    </section>
  );
}
