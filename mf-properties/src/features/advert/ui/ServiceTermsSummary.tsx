import type { ServiceTerms } from '@coloc/shared';
import { useTexts } from '../../../i18n/useTexts';
import { taskList, termsComplete } from '../../../entities/advert/model/serviceTerms';
import styles from './Advert.module.css';

/** The housing-for-services terms as the advert states them, or what is missing. */
export function ServiceTermsSummary({ terms }: { terms: ServiceTerms | null }) {
  const t = useTexts();
  if (!terms || !termsComplete(terms)) return <p className={styles.warningText}>{t('advert.services.summaryMissing')}</p>;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('advert.services.hours')}</dt>
        <dd>{t('advert.services.hoursValue', { count: terms.hours_per_week ?? 0 })}</dd>
      </div>
      <div>
        <dt>{t('advert.services.tasks')}</dt>
        <dd>
          <ul className={styles.tasks}>
            {taskList(terms.tasks).map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('advert.services.trialShort')}</dt>
        <dd>{t('advert.services.trialValue', { count: terms.trial_weeks ?? 0 })}</dd>
      </div>
      <div>
        <dt>{t('advert.services.noticeShort')}</dt>
        <dd>{t('advert.services.noticeValue', { count: terms.notice_days ?? 0 })}</dd>
      </div>
    </dl>
  );
}
