import { Skeleton, SkeletonText } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useTexts } from '../i18n';
import galleryStyles from './PhotoGallery.module.css';
import styles from './AdvertView.module.css';

/** The advert's frame while it loads: same gallery ratio, columns and card, so nothing jumps. */
export function AdvertSkeleton() {
  const t = useTexts();
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.galleryWrap}>
        <div className={clsx(galleryStyles.frame, styles.skeletonFrame)} />
      </div>
      <div className={styles.layout}>
        <div className={styles.head}>
          <Skeleton width="min(32rem, 90%)" height="2.25rem" />
          <Skeleton width="12rem" height="1rem" className={styles.skeletonGap} />
          <Skeleton width="18rem" height="1.75rem" className={styles.skeletonGap} />
        </div>
        <div className={clsx(styles.summary, styles.skeletonCard)}>
          <Skeleton width="60%" height="2rem" />
          <Skeleton width="80%" height="1rem" className={styles.skeletonGap} />
          <Skeleton width="100%" height="2.75rem" className={styles.skeletonGap} />
          <Skeleton width="100%" height="2.75rem" className={styles.skeletonGap} />
        </div>
        <div className={styles.body}>
          <SkeletonText lines={6} label={t('advert.loading')} />
        </div>
      </div>
    </div>
  );
}
