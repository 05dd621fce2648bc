import type { ApplicantStatus as Status } from '@coloc/shared';
import { ProgressBar, Tag } from '@coloc/shared/ui';
import { useId } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import styles from './Requests.module.css';

export interface Sender {
  first_name: string;
  name_initial: string;
  avatar_url: string | null;
}

export const senderName = (from: Sender) => `${from.first_name} ${from.name_initial}`.trim();

/** The sender's approved photo, else their initial on a coloured disc (decorative: the name follows). */
export function SenderAvatar({ from }: { from: Sender }) {
  if (from.avatar_url) return <img className={styles.avatar} src={from.avatar_url} alt="" width={48} height={48} loading="lazy" />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {from.first_name.charAt(0).toLocaleUpperCase('fr-FR')}
    </span>
  );
}

/**
 * What the landlord weighs an applicant by: affinity with the home (or why there is none), the
 * tenant file and the guarantee. Good news reads as success, what is missing stays neutral.
 */
export function ApplicantStatus({ applicant, name }: { applicant: Status; name: string }) {
  const t = useTexts();
  const labelId = useId();
  return (
    <div className={styles.applicant} role="group" aria-label={t('requests.applicant.label', { name })}>
      <div className={styles.affinity}>
        <span id={labelId} className={styles.label}>
          {t('requests.applicant.affinity')}
        </span>
        {applicant.affinity === null ? (
          <span className={styles.meta}>{t('requests.applicant.noAffinity')}</span>
        ) : (
          <ProgressBar value={applicant.affinity} labelledBy={labelId} valueText={t('requests.applicant.affinityValue', { value: applicant.affinity })} showValue compact />
        )}
      </div>
      <ul className={styles.badges}>
        <li>
          <Tag tone={applicant.file_complete ? 'success' : 'neutral'}>{applicant.file_complete ? t('requests.applicant.fileComplete') : t('requests.applicant.fileIncomplete')}</Tag>
        </li>
        <li>
          <Tag tone={applicant.guarantee === 'validated' ? 'success' : 'neutral'}>
            {applicant.guarantee === 'validated'
              ? t('requests.applicant.guaranteeValidated')
              : applicant.guarantee === 'pending'
                ? t('requests.applicant.guaranteePending')
                : t('requests.applicant.guaranteeNone')}
          </Tag>
        </li>
      </ul>
    </div>
  );
}
