// The states every matching list shares: loading cards, an inline error, an empty result.
import { Alert, Button, Card, Grid, Skeleton, SkeletonText } from '@coloc/shared/ui';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import styles from './matching.module.css';

export const LIST_COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

export function ListSkeleton({ count = 6 }: { count?: number }) {
  const t = useTexts();
  return (
    <div aria-busy="true">
      <SkeletonText lines={1} label={t('matching.loading')} />
      <Grid columns={LIST_COLUMNS} className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} padding="none" className={styles.skeletonCard}>
            <Skeleton height="10rem" radius="0" />
            <div className={styles.skeletonBody}>
              <Skeleton width="70%" height="1.1rem" />
              <Skeleton width="45%" />
              <Skeleton height="0.6rem" />
            </div>
          </Card>
        ))}
      </Grid>
    </div>
  );
}

export function ListError({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const t = useTexts();
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('matching.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Card className={styles.empty} padding="lg">
      <svg className={styles.emptyIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M8 22 24 9l16 13v17a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <circle cx="24" cy="28" r="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m28 32 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
      {actions && <div className={styles.emptyActions}>{actions}</div>}
    </Card>
  );
}
