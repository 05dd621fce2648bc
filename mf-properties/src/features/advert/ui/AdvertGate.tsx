import type { Home } from '@coloc/shared';
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $advertError, $advertHome, $advertState, advertOpened } from '../model/advert';

/** Loads the advert `homeId` and renders `children(home)` once it is there; waiting and failure between. */
export function AdvertGate({ homeId, children }: { homeId: number; children: (home: Home) => ReactNode }) {
  const t = useTexts();
  const [home, state, error, open] = useUnit([$advertHome, $advertState, $advertError, advertOpened]);

  useEffect(() => {
    open(homeId);
  }, [open, homeId]);

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
