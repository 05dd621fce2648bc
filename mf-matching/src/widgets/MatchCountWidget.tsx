// Headless widget (./MatchCount) the shell mounts once in the dashboard: it renders nothing and
// keeps the 'Mon matching' badge up to date through the shared bus.
import { $user } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { headlessLifecycles, useHomeIdFromUrl } from '@coloc/shared/remote';
import { useEffect } from 'react';
import { countRequested } from '../features/match-count/model/matchCount';

/** The count changes slowly: once on mount, when the user or home changes, then every ten minutes. */
const REFRESH_MS = 10 * 60 * 1000;

export function MatchCountSource() {
  const user = useUnit($user);
  const homeId = useHomeIdFromUrl();
  useEffect(() => {
    countRequested({ user, homeId });
    const timer = window.setInterval(() => countRequested({ user, homeId }), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [user?.id, user?.search?.id, user?.home?.id, homeId]);
  return null;
}

export const { bootstrap, mount, unmount } = headlessLifecycles(MatchCountSource);
