import { $user, errorText, pathTo, type Home } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, RemoteWidget, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { fetchHome } from '../../../entities/properties/api/propertiesApi';
import { homeIdFromSearch, homeScreenPath } from '../../../entities/properties/model/links';
import styles from './Advert.module.css';

type Selected = { status: 'loading' } | { status: 'ready'; home: Home } | { status: 'none' } | { status: 'failed'; message: string };

/** The home of the screen: `home_id`, else the user's first one. */
function usePreviewedHome(homeId: number | null): { selected: Selected; retry: () => void } {
  const [selected, setSelected] = useState<Selected>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setSelected({ status: 'loading' });
    fetchHome(homeId ?? 'default').then(
      (home) => alive && setSelected(home ? { status: 'ready', home } : { status: 'none' }),
      (error) => alive && setSelected({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      alive = false;
    };
  }, [homeId, attempt]);
  return { selected, retry: () => setAttempt((n) => n + 1) };
}

function Preview({ home }: { home: Home }) {
  const t = useTexts();
  const user = useUnit($user);
  const data = useMemo(() => ({ homeId: home.id, preview: true }), [home.id]);
  return (
    <div className={styles.page}>
      <div className={styles.banner} role="note">
        <p className={styles.bannerText}>{t('advert.preview.banner')}</p>
        {!home.published && <p className={styles.bannerNote}>{t('advert.preview.unpublished')}</p>}
        <div className={styles.headerActions}>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={pathTo('DashboardAdvertModification', { home_id: String(home.id) }, { user, query: { home_id: home.id } })}>
            {t('advert.preview.modify')}
          </Link>
          <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={homeScreenPath('DashboardAdvertEdit', user, home.id, { home_id: String(home.id) })}>
            {t('advert.preview.back')}
          </Link>
        </div>
      </div>
      <RemoteWidget
        remote="mf_public"
        exposed="AdvertView"
        data={data}
        fallback={
          <Alert tone="warning" title={t('advert.preview.fallback')}>
            {home.published && home.public_url && (
              <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={home.public_url}>
                {t('advert.preview.fallbackLink')}
              </Link>
            )}
          </Alert>
        }
      />
    </div>
  );
}

/** `preview-annonce`: the advert exactly as the public page shows it (mf-public ./AdvertView). */
export default function AdvertPreviewPage() {
  const t = useTexts();
  const location = useLocation();
  const user = useUnit($user);
  const { selected, retry } = usePreviewedHome(homeIdFromSearch(location.search));

  switch (selected.status) {
    case 'loading':
      return <SkeletonText lines={6} label={t('advert.loading')} />;
    case 'failed':
      return (
        <Alert tone="error" title={t('advert.loadFailed')}>
          <p>{selected.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('advert.retry')}
          </Button>
        </Alert>
      );
    case 'none':
      return (
        <Card padding="lg" className={styles.section}>
          <h1 className={styles.sectionTitle}>{t('advert.noHome.title')}</h1>
          <p>{t('advert.noHome.text')}</p>
          <div>
            <Link className={buttonClassName()} to={pathTo('DashboardAdvertNew', {}, { user, from: location })}>
              {t('advert.noHome.action')}
            </Link>
          </div>
        </Card>
      );
    case 'ready':
      return <Preview home={selected.home} />;
  }
}
