import { $user, isOwnerOccupier, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $deletedNotice, $properties, $propertiesError, $propertiesState, propertiesRequested } from '../../../entities/properties/model/properties';
import styles from './Properties.module.css';
import { FirstRunChecklist } from './FirstRunChecklist';
import { PropertyCard } from './PropertyCard';

/** `biens` (SPEC 2.4, 4): 'Mes biens', or 'Mon logement' for an owner-occupier. */
export default function PropertiesPage() {
  const t = useTexts();
  const location = useLocation();
  const [user, items, state, error, deletedNotice, request] = useUnit([$user, $properties, $propertiesState, $propertiesError, $deletedNotice, propertiesRequested]);

  useEffect(() => {
    request();
  }, [request]);

  const occupier = isOwnerOccupier(user);
  const addPath = pathTo('DashboardAdvertNew', {}, { user, from: location });

  let body;
  if (state === 'failed' && items.length === 0) {
    body = (
      <Alert tone="error" title={t('properties.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" onClick={() => request()}>
          {t('properties.retry')}
        </Button>
      </Alert>
    );
  } else if (state === 'loading' && items.length === 0) {
    body = <SkeletonText lines={8} label={t('properties.loading')} />;
  } else if (items.length === 0) {
    body = (
      <Card padding="lg" className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t('properties.empty.title')}</h2>
        <p>{t('properties.empty.text')}</p>
        <p>
          <Link className={buttonClassName()} to={addPath}>
            {t('properties.empty.action')}
          </Link>
        </p>
      </Card>
    );
  } else {
    body = (
      <>
        <FirstRunChecklist items={items} />
        <p className={styles.count}>{t('properties.count', { count: items.length })}</p>
        <ul className={styles.list}>
          {items.map((summary) => (
            <li key={summary.home.id}>
              <PropertyCard summary={summary} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{occupier ? t('properties.title.occupier') : t('properties.title.owner')}</h1>
          <p className={styles.intro}>{occupier ? t('properties.intro.occupier') : t('properties.intro.owner')}</p>
        </div>
        {!occupier && items.length > 0 && (
          <Link className={buttonClassName()} to={addPath}>
            {t('properties.add')}
          </Link>
        )}
      </header>
      {deletedNotice && <Alert tone="success">{t('properties.delete.done')}</Alert>}
      {body}
    </div>
  );
}
