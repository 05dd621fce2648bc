// Headless widget (./ChatConnection) the shell mounts once on every dashboard page: it holds the
// page's one chat socket and feeds the unread counter behind 'Ma messagerie' (published on the
// shared bus as `unreadChanged`). It renders nothing.
import { $user } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { headlessLifecycles, useHomeIdFromUrl } from '@coloc/shared/remote';
import { useEffect } from 'react';
import { unreadContextChanged } from '../entities/chat/model/unread';
import { useChatConnection } from '../entities/chat/ui/useChatConnection';

export function ChatConnectionSource() {
  const user = useUnit($user);
  const homeId = useHomeIdFromUrl();
  useChatConnection();
  // The counter fetches only when the inbox it counts changes (user, or home for professionals).
  useEffect(() => {
    unreadContextChanged({ user, homeId });
  }, [user, homeId]);
  return null;
}

// Nothing to show if it breaks: the badge just stops moving, the page keeps working.
export const { bootstrap, mount, unmount } = headlessLifecycles(ChatConnectionSource);
