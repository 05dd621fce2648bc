// Headless widget (./MatchCount) the shell mounts once in the dashboard: it renders nothing and
// keeps the 'Mon matching' badge up to date through the shared bus.
import { $user } from '@coloc/shared';
import { useUnit } from 'effector-react';
import React, { useEffect, useSyncExternalStore } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { countRequested } from '../features/match-count/model/matchCount';

/** The count changes slowly: once on mount, when the user or home changes, then every ten minutes. */
const REFRESH_MS = 10 * 60 * 1000;

function homeIdFromUrl(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get('home_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

// single-spa turns every pushState into a popstate, so this follows the routers' navigations.
const onNavigation = (notify: () => void) => {
  window.addEventListener('popstate', notify);
  return () => window.removeEventListener('popstate', notify);
};

export function MatchCountSource() {
  const user = useUnit($user);
  const homeId = useSyncExternalStore(onNavigation, homeIdFromUrl);
  useEffect(() => {
    countRequested({ user, homeId });
    const timer = window.setInterval(() => countRequested({ user, homeId: homeIdFromUrl() }), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [user?.id, user?.search?.id, user?.home?.id, homeId]);
  return null;
}

export const { bootstrap, mount, unmount } = singleSpaReact({ React, ReactDOMClient, rootComponent: MatchCountSource });
