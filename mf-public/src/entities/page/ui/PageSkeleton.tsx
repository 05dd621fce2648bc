import { Container, Skeleton, SkeletonText } from '@coloc/shared/ui';
import styles from './PageSkeleton.module.css';

/** Shown while a page's code arrives; shaped like a title and a few paragraphs. */
export function PageSkeleton() {
  return (
    <Container className={styles.page}>
      <Skeleton width="min(28rem, 80%)" height="2.5rem" className={styles.title} />
      <SkeletonText lines={4} label="Chargement de la page…" />
    </Container>
  );
}
