import { TextField } from '@coloc/shared/ui';
import { useTexts } from '../../../../i18n/useTexts';
import type { Errors } from '../../model/drafts';
import { SERVICE_LIMITS, type ServiceTermsDraft, type ServiceTermsField } from '../../model/serviceTerms';
import styles from '../listing.module.css';
import { CountedTextArea } from './CountedTextArea';

interface ServiceTermsFieldsProps {
  value: ServiceTermsDraft;
  onChange: (value: ServiceTermsDraft) => void;
  /** Shown after a submit attempt only. */
  errors: Errors<ServiceTermsField>;
}

/** « Logement contre services »: hours per week, tasks, trial period and notice, all shown on the advert. */
export function ServiceTermsFields({ value, onChange, errors }: ServiceTermsFieldsProps) {
  const t = useTexts();
  const set = (field: ServiceTermsField, next: string) => onChange({ ...value, [field]: next });
  const error = (field: ServiceTermsField) => (errors[field] ? t(errors[field]) : null);
  return (
    <fieldset className={styles.terms}>
      <legend className={styles.termsLegend}>{t('listing.serviceTerms.legend')}</legend>
      <p className={styles.hint}>{t('listing.serviceTerms.intro')}</p>
      <TextField
        className={styles.number}
        label={t('listing.serviceTerms.hours')}
        hint={t('listing.serviceTerms.hoursHint', { max: SERVICE_LIMITS.hours[1] })}
        inputMode="numeric"
        required
        value={value.hours_per_week}
        onChange={(event) => set('hours_per_week', event.target.value)}
        error={error('hours_per_week')}
      />
      <CountedTextArea
        label={t('listing.serviceTerms.tasks')}
        hint={t('listing.serviceTerms.tasksHint')}
        required
        rows={5}
        value={value.tasks}
        onChange={(next) => set('tasks', next)}
        max={SERVICE_LIMITS.tasksMax}
        error={error('tasks')}
      />
      <div className={styles.row}>
        <TextField
          className={styles.number}
          label={t('listing.serviceTerms.trial')}
          hint={t('listing.serviceTerms.trialHint')}
          inputMode="numeric"
          required
          value={value.trial_weeks}
          onChange={(event) => set('trial_weeks', event.target.value)}
          error={error('trial_weeks')}
        />
        <TextField
          className={styles.number}
          label={t('listing.serviceTerms.notice')}
          hint={t('listing.serviceTerms.noticeHint')}
          inputMode="numeric"
          required
          value={value.notice_days}
          onChange={(event) => set('notice_days', event.target.value)}
          error={error('notice_days')}
        />
      </div>
    </fieldset>
  );
}
