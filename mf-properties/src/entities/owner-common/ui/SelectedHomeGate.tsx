import { $user, errorText, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, HomeNoAccessPage, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectedHomeTexts as texts } from '../texts';
import styles from './SelectedHomeGate.module.css';
import { fetchHomeAccess } from '../api/selectedHomeApi';
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
  need,
  children,
  wrap = (node) => node,
}: {
  noHome: string;
  /** The right the screen needs on the home (SPEC 6): without it, the NoAccess page. */
  need?: 'advert' | 'agenda';
  children: (homeId: number) => ReactNode;
  /** Frames the waiting, failure and no-home states (a page that draws its own frame once ready). */
  wrap?: (node: ReactNode) => ReactNode;
}) {
  const { selected, retry } = useSelectedHome();
  const user = useUnit($user);
  const homeId = selected.status === 'ready' ? selected.homeId : null;
  const [rights, setRights] = useState<{ homeId: number; allowed: boolean } | { homeId: number; error: string } | null>(null);
  useEffect(() => {
    if (!need || homeId === null) return;
    let alive = true;
    fetchHomeAccess(homeId).then(
      (home) => alive && setRights({ homeId, allowed: !home.access || home.access[need] }),
      (error) => alive && setRights({ homeId, error: errorText(error) }),
    );
    return () => {
      alive = false;
    };
  }, [need, homeId]);
  if (need && homeId !== null) {
    if (!rights || rights.homeId !== homeId) return wrap(<SkeletonText lines={4} label={texts.loading} />);
    // A failure here is the screen's own to show: its calls answer the server's reason.
    if ('allowed' in rights && !rights.allowed) return <HomeNoAccessPage need={need} backTo={pathTo('DashboardProperties', {}, { user })} />;
  }
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
