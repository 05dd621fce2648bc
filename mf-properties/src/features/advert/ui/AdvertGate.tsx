import { $user, pathTo, type Home } from '@coloc/shared';
import { Alert, Button, HomeNoAccessPage, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $advertError, $advertHome, $advertState, advertOpened } from '../model/advert';

/**
 * Loads the advert `homeId` and renders `children(home)` once it is there; waiting and failure
 * between. With `need`, a caller without that right on the home (SPEC 6) gets the NoAccess page.
 */
export function AdvertGate({ homeId, need, children }: { homeId: number; need?: 'advert' | 'agenda'; children: (home: Home) => ReactNode }) {
  const t = useTexts();
  const [home, state, error, open, user] = useUnit([$advertHome, $advertState, $advertError, advertOpened, $user]);

  useEffect(() => {
    open(homeId);
  }, [open, homeId]);

  if (home && home.id === homeId && need && home.access && !home.access[need]) return <HomeNoAccessPage need={need} backTo={pathTo('DashboardProperties', {}, { user })} />;
  if (home && home.id === homeId) return <>{children(home)}</>;
  if (state === 'failed') {
    return (
      <Alert tone="error" title={t('advert.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" onClick={() => open(homeId)}>
          {t('advert.retry')}
        </Button>
      </Alert>
    );
  }
  return <SkeletonText lines={6} label={t('advert.loading')} />;
}
