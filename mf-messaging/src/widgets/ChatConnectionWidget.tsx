// Headless widget (./ChatConnection) the shell mounts once on every dashboard page: it holds the
// page's one chat socket and feeds the unread counter behind 'Ma messagerie' (published on the
// shared bus as `unreadChanged`). It renders nothing.
import { $user } from '@coloc/shared';
import { useUnit } from 'effector-react';
import React, { useEffect, useSyncExternalStore } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { unreadContextChanged } from '../features/chat/model/unread';
import { useChatConnection } from '../features/chat/ui/useChatConnection';

function homeIdFromUrl(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get('home_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

// single-spa turns every pushState into a popstate, so this follows the routers' navigations.
const onNavigation = (notify: () => void) => {
  window.addEventListener('popstate', notify);
  return () => window.removeEventListener('popstate', notify);
};

export function ChatConnectionSource() {
  const user = useUnit($user);
  const homeId = useSyncExternalStore(onNavigation, homeIdFromUrl);
  useChatConnection();
  // The counter fetches only when the inbox it counts changes (user, or home for professionals).
  useEffect(() => {
    unreadContextChanged({ user, homeId });
  }, [user, homeId]);
  return null;
}

// Nothing to show if it breaks: the badge just stops moving, the page keeps working.
export const { bootstrap, mount, unmount } = singleSpaReact({ React, ReactDOMClient, rootComponent: ChatConnectionSource, errorBoundary: () => <></> });
