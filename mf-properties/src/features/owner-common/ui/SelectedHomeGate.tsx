import { $user, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectedHomeTexts as texts } from '../texts';
import styles from './SelectedHomeGate.module.css';
import { useSelectedHome } from './useSelectedHome';

/** The empty state of an owner screen for a user without any home: a way to add one. */
export function NoHomeState({ explanation }: { explanation: string }) {
  const user = useUnit($user);
  const location = useLocation();
  return (
    <Card padding="lg" className={styles.empty}>
      <h2 className={styles.title}>{texts.noHomeTitle}</h2>
      <p className={styles.text}>{explanation}</p>
      <p>
        <Link className={buttonClassName()} to={pathTo('DashboardAdvertNew', {}, { user, from: location })}>
          {texts.addHome}
        </Link>
      </p>
    </Card>
  );
}

/**
 * Renders `children(homeId)` once the home of the screen is known (`home_id` query, else the
 * default home); the waiting, failure and no-home states in between.
 */
export function SelectedHomeGate({
  noHome,
  children,
  wrap = (node) => node,
}: {
  noHome: string;
  children: (homeId: number) => ReactNode;
  /** Frames the waiting, failure and no-home states (a page that draws its own frame once ready). */
  wrap?: (node: ReactNode) => ReactNode;
}) {
  const { selected, retry } = useSelectedHome();
  switch (selected.status) {
    case 'loading':
      return wrap(<SkeletonText lines={4} label={texts.loading} />);
    case 'none':
      return wrap(<NoHomeState explanation={noHome} />);
    case 'failed':
      return wrap(
        <Alert tone="error" title={texts.loadFailed}>
          <p>{selected.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {texts.retry}
          </Button>
        </Alert>,
      );
    case 'ready':
      return <>{children(selected.homeId)}</>;
  }
}
