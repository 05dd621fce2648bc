import type { PublicAdvert } from '@coloc/shared';
import { Alert } from '@coloc/shared/ui';
import { useTexts } from '../i18n';
import styles from './AdvertView.module.css';

/** Housing for services: what is expected in exchange, stated up front (issue 6, moderation and trust). */
export function ServicesBlock({ advert }: { advert: Pick<PublicAdvert, 'services' | 'service_list'> }) {
  const t = useTexts();
  const terms = advert.services;
  const tasks = (terms?.tasks ?? '')
    .split('\n')
    .map((line) => line.replace(/^[\s•*-]+/, '').trim())
    .filter(Boolean);
  return (
    <section className={styles.services} aria-labelledby="advert-services">
      <h2 id="advert-services" className={styles.sectionTitle}>
        {t('advert.services.title')}
      </h2>
      <p className={styles.servicesHours}>
        {terms?.hours_per_week ? t('advert.services.hours', { count: terms.hours_per_week }) : t('advert.services.hoursMissing')}
      </p>
      {advert.service_list.length > 0 && (
        <p>
          <strong>{t('advert.services.expected')} : </strong>
          {advert.service_list.join(', ')}
        </p>
      )}
      {tasks.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('advert.services.tasks')}</h3>
          <ul className={styles.taskList}>
            {tasks.map((task, i) => (
              <li key={`${i}-${task}`}>{task}</li>
            ))}
          </ul>
        </>
      )}
      {(terms?.trial_weeks || terms?.notice_days) && (
        <ul className={styles.terms}>
          {terms.trial_weeks ? <li>{t('advert.services.trial', { count: terms.trial_weeks })}</li> : null}
          {terms.notice_days ? <li>{t('advert.services.notice', { count: terms.notice_days })}</li> : null}
        </ul>
      )}
      <Alert tone="info">
        <p className={styles.alertText}>{t('advert.services.reminder')}</p>
      </Alert>
    </section>
  );
}
