// An open conversation: who it is with, the live log and the composer. While it is on screen in a
// visible tab it is "being read": new messages are marked read at once and not counted as unread.
import { $user, pathTo, type ChatMessage, type ConversationSummary } from '@coloc/shared';
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $connectionLost, $presence, isOnline, markRead, readingThreadChanged } from '../../chat/model/chat';
import { newestFromOthers, newestId, ownSide } from '../model/thread';
import { peerName } from '../model/peer';
import { Avatar } from './Avatar';
import { Composer } from './Composer';
import { BackIcon } from './icons';
import { MessageLog } from './MessageLog';
import { useDocumentVisible } from './useDocumentVisible';
import { useThread } from './useThread';
import styles from './Thread.module.css';

export interface ThreadViewProps {
  conversation: ConversationSummary;
  me: number;
  /** Phones: the list is hidden while a thread is open; this goes back to it. */
  backTo?: string;
  /** One of the caller's messages was stored (the list moves it up). */
  onStored?: (message: ChatMessage) => void;
  /** Replaces the peer's name in the header (the support team's own title). */
  title?: string;
  /** Under the name, instead of the presence line. */
  subtitle?: ReactNode;
  autoFocus?: boolean;
}

export function ThreadView({ conversation, me, backTo, onStored, title, subtitle, autoFocus = false }: ThreadViewProps) {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [presence, connectionLost] = useUnit([$presence, $connectionLost]);
  const isMine = useMemo(() => ownSide(conversation.peer.user_id, me, conversation.kind), [conversation.peer.user_id, me, conversation.kind]);
  const { state, retryLoad, loadOlder, send, resend } = useThread(conversation.id, isMine, conversation.peer_last_read_id, onStored);
  const visible = useDocumentVisible();
  const reading = visible && state.status === 'ready';
  const { peer } = conversation;
  const name = title ?? peerName(peer);
  const online = isOnline(presence, peer.user_id, peer.online);

  useEffect(() => {
    readingThreadChanged(reading ? conversation.id : null);
    return () => {
      readingThreadChanged(null);
    };
  }, [reading, conversation.id]);

  // What is already read when the thread opens: everything, unless the list said some were not.
  const readUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (state.status !== 'ready') return;
    if (readUpTo.current === null) readUpTo.current = conversation.unread > 0 ? 0 : newestId(state);
    if (!reading) return;
    const newest = newestId(state);
    if (newestFromOthers(state, isMine) > readUpTo.current && newest > 0) {
      readUpTo.current = newest;
      markRead({ conversationId: conversation.id, lastReadId: newest, homeId: conversation.home_id });
    }
  }, [state, reading, isMine, conversation.id, conversation.unread, conversation.home_id]);

  const profileLink = peer.user_id !== null && user && conversation.kind === 'direct' ? pathTo('DashboardUserProfile', { user_id: String(peer.user_id) }, { user, from: location }) : null;

  return (
    <div className={styles.thread}>
      <header className={styles.header}>
        {backTo && (
          <Link to={backTo} className={styles.back} aria-label={t('conversations.backLabel')}>
            <BackIcon className={styles.backIcon} />
          </Link>
        )}
        <Avatar peer={peer} size="sm" online={online} />
        <div className={styles.who}>
          <h2 className={styles.name}>
            {profileLink ? (
              <Link to={profileLink} title={t('conversations.profileLink', { name })}>
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          <p className={styles.subtitle}>
            {subtitle ?? (
              <>
                <span className={online ? styles.presenceOn : styles.presenceOff}>{t(online ? 'conversations.online' : 'conversations.offline')}</span>
                {conversation.home_title && (
                  <>
                    <span aria-hidden="true" className={styles.separator}>
                      ·
                    </span>
                    <span className={styles.homeTitle}>{t('conversations.aboutHome', { title: conversation.home_title })}</span>
                  </>
                )}
              </>
            )}
          </p>
        </div>
      </header>

      {connectionLost && (
        <p className={styles.reconnecting} role="status">
          {t('thread.reconnecting')}
        </p>
      )}

      {state.status === 'loading' && (
        <div className={styles.threadLoading}>
          <SkeletonText lines={4} label={t('thread.loading')} />
        </div>
      )}
      {state.status === 'failed' && (
        <div className={styles.threadLoading}>
          <Alert tone="error" title={t('thread.failed')}>
            <p>{state.error}</p>
            <Button variant="secondary" size="sm" onClick={retryLoad}>
              {t('thread.retry')}
            </Button>
          </Alert>
        </div>
      )}
      {state.status === 'ready' && <MessageLog state={state} isMine={isMine} peerName={name} onLoadOlder={loadOlder} onResend={resend} />}

      <Composer recipient={name} onSend={send} autoFocus={autoFocus} />
    </div>
  );
}
