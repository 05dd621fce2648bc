// One open thread: its history (first page, then older pages on demand), live messages from the
// socket, catching up after a reconnect, and sending with retry under the same client_id.
import { errorText, MESSAGE_PAGE_SIZE, type ChatMessage } from '@coloc/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { chatReconnected, messageArrived, readArrived } from '../../chat/model/chat';
import { newClientId } from '../../chat/model/clientId';
import { chatConnection } from '../../chat/model/connection';
import { fetchMessages } from '../../chat/api/conversationsApi';
import { initialThread, newestId, threadReducer, type MineTest, type ThreadState } from '../model/thread';

/** Pages fetched at most when catching up after a reconnect (30 messages each). */
const CATCH_UP_PAGES = 10;

export interface ThreadControls {
  state: ThreadState;
  retryLoad: () => void;
  loadOlder: () => void;
  send: (body: string) => void;
  resend: (clientId: string) => void;
}

export function useThread(conversationId: number, isMine: MineTest, peerLastReadId: number, onStored?: (message: ChatMessage) => void): ThreadControls {
  const [state, dispatch] = useReducer(threadReducer, peerLastReadId, initialThread);
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const onStoredRef = useRef(onStored);
  onStoredRef.current = onStored;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'loading' });
    fetchMessages(conversationId, {}, controller.signal).then(
      (page) => dispatch({ type: 'loaded', page }),
      (error: unknown) => !controller.signal.aborted && dispatch({ type: 'loadFailed', error: errorText(error) }),
    );
    return () => controller.abort();
  }, [conversationId, attempt]);

  useEffect(() => {
    const catchUp = async () => {
      let after = newestId(stateRef.current);
      if (!after || stateRef.current.status !== 'ready') return;
      for (let page = 0; page < CATCH_UP_PAGES && mounted.current; page += 1) {
        const answer = await fetchMessages(conversationId, { after, limit: MESSAGE_PAGE_SIZE }).catch(() => null);
        if (!answer || !mounted.current) return;
        dispatch({ type: 'received', messages: answer.messages });
        const last = answer.messages.at(-1)?.id;
        if (!last || answer.messages.length < MESSAGE_PAGE_SIZE) return;
        after = last;
      }
    };
    const subscriptions = [
      messageArrived.watch(({ message }) => {
        if (message.conversation_id === conversationId) dispatch({ type: 'received', messages: [message] });
      }),
      readArrived.watch((event) => {
        if (event.conversation_id === conversationId && !isMine(event.reader_id)) dispatch({ type: 'peerRead', lastReadId: event.last_read_id });
      }),
      chatReconnected.watch(() => void catchUp()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [conversationId, isMine]);

  const loadOlder = useCallback(() => {
    const current = stateRef.current;
    if (!current.hasMore || current.older === 'loading' || current.status !== 'ready') return;
    const before = current.messages[0]?.id;
    if (!before) return;
    dispatch({ type: 'olderRequested' });
    fetchMessages(conversationId, { before }).then(
      (page) => mounted.current && dispatch({ type: 'olderLoaded', page }),
      () => mounted.current && dispatch({ type: 'olderFailed' }),
    );
  }, [conversationId]);

  const deliver = useCallback(
    (clientId: string, body: string) => {
      chatConnection.send(conversationId, { body, client_id: clientId }).then(
        (message) => {
          if (!mounted.current) return;
          dispatch({ type: 'sendSucceeded', clientId, message });
          onStoredRef.current?.(message);
        },
        (error: unknown) => mounted.current && dispatch({ type: 'sendFailed', clientId, error: errorText(error) }),
      );
    },
    [conversationId],
  );

  const send = useCallback(
    (body: string) => {
      const clientId = newClientId();
      dispatch({ type: 'sendStarted', clientId, body, createdAt: new Date().toISOString() });
      deliver(clientId, body);
    },
    [deliver],
  );

  // The same client_id again: if the first try was stored after all, the server keeps one message.
  const resend = useCallback(
    (clientId: string) => {
      const pending = stateRef.current.pending.find((item) => item.clientId === clientId);
      if (!pending || pending.status !== 'failed') return;
      dispatch({ type: 'retryStarted', clientId });
      deliver(clientId, pending.body);
    },
    [deliver],
  );

  const retryLoad = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retryLoad, loadOlder, send, resend };
}
