// A conversation list (one inbox) kept live by the socket: new messages, reads, reconnections.
import { errorStatus, errorText, type ChatMessage, type ConversationSummary } from '@coloc/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatReconnected, conversationRead, messageArrived, presenceSeeded, readArrived } from '../../chat/model/chat';
import { fetchConversations, type ConversationQuery } from '../../chat/api/conversationsApi';
import { sortConversations, withMessage, withPeerRead, withRead } from '../model/inbox';

export type InboxState = { status: 'loading' } | { status: 'failed'; error: string; httpStatus: number | null } | { status: 'ready'; conversations: ConversationSummary[] };

export interface InboxControls {
  state: InboxState;
  retry: () => void;
  /** One of the caller's messages was stored: its conversation moves up with the new excerpt. */
  noteStored: (message: ChatMessage) => void;
}

export function useInbox({ homeId = null, kind }: ConversationQuery, me: number): InboxControls {
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const hasList = useRef(false);

  useEffect(() => {
    hasList.current = false;
  }, [homeId, kind]);

  useEffect(() => {
    const controller = new AbortController();
    // A refresh keeps the list on screen; only the first load shows the skeleton.
    if (!hasList.current) setState({ status: 'loading' });
    fetchConversations({ homeId, kind }, controller.signal).then(
      ({ conversations }) => {
        hasList.current = true;
        presenceSeeded(conversations.flatMap(({ peer }) => (peer.user_id === null ? [] : [{ userId: peer.user_id, online: peer.online }])));
        setState({ status: 'ready', conversations: sortConversations(conversations) });
      },
      (error: unknown) => {
        if (controller.signal.aborted || hasList.current) return;
        setState({ status: 'failed', error: errorText(error), httpStatus: errorStatus(error) });
      },
    );
    return () => controller.abort();
  }, [homeId, kind, version]);

  const refresh = useCallback(() => setVersion((count) => count + 1), []);
  const update = useCallback((change: (list: ConversationSummary[]) => ConversationSummary[]) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', conversations: change(current.conversations) } : current));
  }, []);

  useEffect(() => {
    const subscriptions = [
      messageArrived.watch((arrived) => {
        if (kind && arrived.kind !== kind) return;
        // A professional's inbox is one home's: another home's message is not for this list.
        if (homeId && arrived.homeId !== null && arrived.homeId !== homeId) return;
        setState((current) => {
          if (current.status !== 'ready') return current;
          const next = withMessage(current.conversations, arrived);
          if (next) return { status: 'ready', conversations: next };
          // A conversation this list does not know yet (someone wrote first): fetch the list again.
          queueMicrotask(refresh);
          return current;
        });
      }),
      conversationRead.watch(({ conversationId }) => update((list) => withRead(list, conversationId))),
      readArrived.watch((event) => update((list) => withPeerRead(list, event.conversation_id, event.reader_id, event.last_read_id, me))),
      chatReconnected.watch(refresh),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [homeId, kind, me, refresh, update]);

  const noteStored = useCallback(
    (message: ChatMessage) => update((list) => withMessage(list, { message, counted: false }) ?? list),
    [update],
  );

  return { state, retry: refresh, noteStored };
}
