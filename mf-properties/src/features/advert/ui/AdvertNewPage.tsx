import { $user, isOwnerOccupier, pathTo } from '@coloc/shared';
import { buttonClassName, Card } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { ownerStepPath } from '../../../entities/properties/model/links';
import styles from './Advert.module.css';

const STEPS = ['address', 'description', 'rooms', 'charges', 'photos', 'moderation'] as const;

/** `annonce`: what a new advert takes, then the professionals' registration flow from its first step. */
export default function AdvertNewPage() {
  const t = useTexts();
  const user = useUnit($user);
  const occupier = isOwnerOccupier(user);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('advert.new.title')}</h1>
        <p className={styles.intro}>{t('advert.new.intro')}</p>
      </header>
      <Card as="section" padding="lg" className={styles.section} aria-labelledby="advert-new-steps">
        <h2 id="advert-new-steps" className={styles.sectionTitle}>
          {t('advert.new.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`advert.new.list.${step}`)}</li>
          ))}
        </ol>
        <p className={styles.muted}>{t('advert.new.services')}</p>
        {occupier && user?.home ? (
          <>
            <p>{t('advert.new.occupier')}</p>
            <div>
              <Link className={buttonClassName()} to={pathTo('DashboardProperties', {}, { user })}>
                {t('advert.new.toProperties')}
              </Link>
            </div>
          </>
        ) : (
          <div>
            <Link className={buttonClassName({ size: 'lg' })} to={ownerStepPath(user, 'annonce-adresse', 'new')}>
              {t('advert.new.start')}
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}
