// The inbox's list: one link per conversation (the selection lives in the URL, so a link can open
// a conversation directly), the current one marked with aria-current.
import type { ConversationSummary } from '@coloc/shared';
import { VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $presence, isOnline } from '../../chat/model/chat';
import { fullLabel, listTimeLabel } from '../model/format';
import { peerName } from '../model/peer';
import { ownSide } from '../model/thread';
import { Avatar } from './Avatar';
import styles from './Messages.module.css';

export interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  selectedId: number | null;
  me: number;
  hrefFor: (conversationId: number) => string;
  /** The professional's view: each line names the home it is about. */
  showHome?: boolean;
  label: string;
}

export function ConversationList({ conversations, selectedId, me, hrefFor, showHome = false, label }: ConversationListProps) {
  const t = useTexts();
  const presence = useUnit($presence);
  return (
    <ul className={styles.list} aria-label={label}>
      {conversations.map((conversation) => {
        const { peer, last_message: last } = conversation;
        const name = peerName(peer);
        const online = isOnline(presence, peer.user_id, peer.online);
        const selected = conversation.id === selectedId;
        const { unread } = conversation;
        return (
          <li key={conversation.id}>
            <Link
              to={hrefFor(conversation.id)}
              className={clsx(styles.item, selected && styles.itemSelected, unread > 0 && styles.itemUnread)}
              aria-current={selected ? 'true' : undefined}
            >
              <Avatar peer={peer} online={online} />
              <span className={styles.itemBody}>
                <span className={styles.itemTop}>
                  <span className={styles.itemName}>{name}</span>
                  {online && <VisuallyHidden>{t('conversations.onlineAfterName')}</VisuallyHidden>}
                  {last && (
                    <time className={styles.itemTime} dateTime={last.created_at} title={fullLabel(last.created_at)}>
                      {listTimeLabel(last.created_at, { yesterday: t('thread.yesterday') })}
                    </time>
                  )}
                </span>
                {showHome && conversation.home_title && <span className={styles.itemHome}>{conversation.home_title}</span>}
                <span className={styles.itemBottom}>
                  <span className={styles.itemExcerpt}>
                    {last ? (
                      <>
                        {ownSide(peer.user_id, me, conversation.kind)(last.sender_id) && <span className={styles.itemYou}>{t('conversations.you')}</span>}
                        {last.body}
                      </>
                    ) : (
                      <em>{t('conversations.noMessage')}</em>
                    )}
                  </span>
                  {unread > 0 && (
                    <span className={styles.itemBadge}>
                      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                      <VisuallyHidden>{t('conversations.unread', { count: unread })}</VisuallyHidden>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
