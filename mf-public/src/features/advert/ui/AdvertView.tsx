// The advert as visitors see it (SPEC 2.2): the page `colocation-{path}/{home_id}` and the
// ./AdvertView widget (the owner's preview) render this same component.
import { $user, pathTo, type PublicAdvert } from '@coloc/shared';
import { Alert, AntiScamNotice, Button, buttonClassName, Container, StatusPage, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n';
import { isSeeker, placeName, sharesTheHome } from '../model/presentation';
import { useAdvert } from '../model/useAdvert';
import { AdvertSkeleton } from './AdvertSkeleton';
import styles from './AdvertView.module.css';
import { FlatmateCard } from './FlatmateCard';
import { PhotoGallery } from './PhotoGallery';
import { RoomsList } from './RoomsList';
import { ServicesBlock } from './ServicesBlock';
import { SummaryCard } from './SummaryCard';

export interface AdvertViewProps {
  homeId: number;
  /** Landlord or moderator preview: `?preview=1`, buttons disabled. */
  preview?: boolean;
  /** Sign-in link for an anonymous visitor, coming back to this advert. */
  signInHref: (advert: PublicAdvert) => string;
  /** Told each time the advert is (re)loaded: the page sets its meta from it. */
  onAdvert?: (advert: PublicAdvert) => void;
  /** Told when the advert is not online (404). */
  onMissing?: () => void;
}

export function AdvertView({ homeId, preview = false, signInHref, onAdvert, onMissing }: AdvertViewProps) {
  const t = useTexts();
  const user = useUnit($user);
  const { load, retry } = useAdvert(homeId, { preview, viewerId: user?.id ?? null });
  const advert = load.state === 'ready' ? load.advert : null;

  const missing = load.state === 'missing';

  useEffect(() => {
    if (advert) onAdvert?.(advert);
  }, [advert, onAdvert]);

  useEffect(() => {
    if (missing) onMissing?.();
  }, [missing, onMissing]);

  if (load.state === 'loading') return <AdvertSkeleton />;
  if (load.state === 'missing') {
    return (
      <StatusPage
        code={404}
        title={t('advert.notFoundTitle')}
        actions={
          <Link className={buttonClassName()} to={pathTo('QuickSearch')}>
            {t('advert.quickSearch')}
          </Link>
        }
      >
        <p>{t('advert.notFoundText')}</p>
      </StatusPage>
    );
  }
  if (load.state === 'failed') {
    return (
      <Container className={styles.page}>
        <Alert tone="error" title={t('advert.failedTitle')}>
          <p className={styles.alertText}>{load.message}</p>
          <Button variant="secondary" onClick={retry}>
            {t('advert.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  return <AdvertContent advert={load.advert} preview={preview} signInHref={signInHref(load.advert)} />;
}

function AdvertContent({ advert, preview, signInHref }: { advert: PublicAdvert; preview: boolean; signInHref: string }) {
  const t = useTexts();
  const user = useUnit($user);
  const seeker = isSeeker(user);
  const facts = [
    advert.surface ? t('advert.facts.surface', { value: String(advert.surface).replace('.', ',') }) : null,
    advert.bedroom_count ? t('advert.facts.bedrooms', { count: advert.bedroom_count }) : null,
    advert.home_type,
  ].filter(Boolean);

  return (
    <article className={styles.page} aria-labelledby="advert-title">
      <div className={styles.galleryWrap}>
        <PhotoGallery photoIds={advert.photo_ids} title={advert.title} />
      </div>
      <div className={styles.layout}>
        <header className={styles.head}>
          <h1 id="advert-title" className={styles.title}>
            {advert.title}
          </h1>
          <p className={styles.place}>
            <span className={styles.visuallyHiddenTitle}>{t('advert.location')} : </span>
            {placeName(advert)}
            {advert.country && `, ${advert.country}`}
            {facts.length > 0 && <span className={styles.muted}> · {facts.join(' · ')}</span>}
          </p>
          <ul className={styles.badges} aria-label={t('advert.badges.label')}>
            <li>
              <Tag tone="secondary">{sharesTheHome(advert) ? t('advert.badges.coloc') : t('advert.badges.whole')}</Tag>
            </li>
            {advert.furnished && (
              <li>
                <Tag>{t('advert.badges.furnished')}</Tag>
              </li>
            )}
            {advert.handicap_friendly && (
              <li>
                <Tag>{t('advert.badges.accessible')}</Tag>
              </li>
            )}
            {advert.pay_by_service && (
              <li>
                <Tag tone="primary">{t('advert.badges.services')}</Tag>
              </li>
            )}
          </ul>
        </header>

        <SummaryCard advert={advert} preview={preview} signInHref={signInHref} />

        <div className={styles.body}>
          {advert.pay_by_service && <ServicesBlock advert={advert} />}

          <section aria-labelledby="advert-rooms">
            <h2 id="advert-rooms" className={styles.sectionTitle}>
              {t('advert.rooms.title')}
            </h2>
            <RoomsList rooms={advert.rooms} payByService={advert.pay_by_service} />
            <AntiScamNotice className={styles.antiScam} />
          </section>

          {advert.description && (
            <section aria-labelledby="advert-description">
              <h2 id="advert-description" className={styles.sectionTitle}>
                {t('advert.description')}
              </h2>
              <p className={styles.text}>{advert.description}</p>
            </section>
          )}

          {advert.wishes && (
            <section aria-labelledby="advert-wishes">
              <h2 id="advert-wishes" className={styles.sectionTitle}>
                {t('advert.wishes')}
              </h2>
              <p className={styles.text}>{advert.wishes}</p>
            </section>
          )}

          {advert.amenities.length > 0 && (
            <section aria-labelledby="advert-amenities">
              <h2 id="advert-amenities" className={styles.sectionTitle}>
                {t('advert.amenities')}
              </h2>
              <ul className={styles.amenities}>
                {advert.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="advert-flatmates">
            <h2 id="advert-flatmates" className={styles.sectionTitle}>
              {t('advert.flatmates.title')}
            </h2>
            {advert.flatmates.length === 0 ? (
              <p className={styles.muted}>{t('advert.flatmates.none')}</p>
            ) : (
              <>
                {!user && !preview && <p className={styles.muted}>{t('advert.flatmates.signInForMatch')}</p>}
                <ul className={styles.flatmates}>
                  {advert.flatmates.map((flatmate) => (
                    <FlatmateCard key={flatmate.user_id} flatmate={flatmate} showMatch={seeker} />
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
