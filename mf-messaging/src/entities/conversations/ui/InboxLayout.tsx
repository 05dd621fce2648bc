// An inbox on screen: the list and the open thread side by side from tablets up; on phones
// (≤ 767 px) the list, or the thread with a way back. The selection is in the URL.
import { Alert, Button, Skeleton, VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { errorText, type ConversationSummary } from '@coloc/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchConversation } from '../../chat/api/conversationsApi';
import { useTexts } from '../../../i18n/useTexts';
import { ConversationList } from './ConversationList';
import { ChatsIcon } from './icons';
import { ThreadView, type ThreadViewProps } from './ThreadView';
import type { InboxControls } from './useInbox';
import styles from './Messages.module.css';

export interface InboxLayoutProps {
  me: number;
  inbox: InboxControls;
  selectedId: number | null;
  hrefFor: (conversationId: number) => string;
  /** The list without a selection (the phone's back link). */
  listHref: string;
  listLabel: string;
  showHome?: boolean;
  /** Shown instead of both panes when the inbox has no conversation at all. */
  empty: ReactNode;
  /** Header tweaks for a thread (the support team's title). */
  threadProps?: Partial<ThreadViewProps>;
}

/** Focusing the field on a phone would throw the keyboard over the thread. */
function wideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;
}

export function InboxLayout({ me, inbox, selectedId, hrefFor, listHref, listLabel, showHome = false, empty, threadProps }: InboxLayoutProps) {
  const t = useTexts();
  const { state } = inbox;

  if (state.status === 'ready' && state.conversations.length === 0 && selectedId === null) return <>{empty}</>;

  const selected = state.status === 'ready' && selectedId !== null ? (state.conversations.find((conversation) => conversation.id === selectedId) ?? null) : null;

  let list: ReactNode;
  if (state.status === 'loading') {
    list = (
      <div className={styles.listSkeleton} role="status" aria-live="polite">
        <VisuallyHidden>{t('conversations.loading')}</VisuallyHidden>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={styles.skeletonItem} aria-hidden="true">
            <Skeleton width="3rem" height="3rem" radius="50%" />
            <div className={styles.skeletonLines}>
              <Skeleton width="55%" height="0.9rem" />
              <Skeleton width="85%" height="0.8rem" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (state.status === 'failed') {
    list = (
      <div className={styles.listMessage}>
        <Alert tone="error" title={t('conversations.failed')}>
          <p>{state.error}</p>
          <Button variant="secondary" size="sm" onClick={inbox.retry}>
            {t('conversations.retry')}
          </Button>
        </Alert>
      </div>
    );
  } else {
    list = <ConversationList conversations={state.conversations} selectedId={selectedId} me={me} hrefFor={hrefFor} showHome={showHome} label={listLabel} />;
  }

  let thread: ReactNode;
  if (selectedId === null) {
    thread = (
      <div className={styles.placeholder}>
        <ChatsIcon className={styles.placeholderIcon} />
        <p className={styles.placeholderTitle}>{t('conversations.chooseTitle')}</p>
        <p>{t('conversations.chooseHint')}</p>
      </div>
    );
  } else if (state.status !== 'ready') {
    thread = state.status === 'loading' ? <div className={styles.placeholder} aria-hidden="true" /> : null;
  } else if (!selected) {
    thread = <OutsideConversation key={selectedId} conversationId={selectedId} me={me} listHref={listHref} threadProps={threadProps} />;
  } else {
    thread = <ThreadView key={selected.id} conversation={selected} me={me} backTo={listHref} onStored={inbox.noteStored} autoFocus={wideScreen()} {...threadProps} />;
  }

  const count = state.status === 'ready' ? state.conversations.length : null;
  return (
    <div className={clsx(styles.inbox, selectedId !== null && styles.inboxThreadOpen)}>
      <section className={styles.listPane} aria-labelledby="inbox-list-title">
        <div className={styles.listHeader}>
          <h2 id="inbox-list-title" className={styles.listTitle}>
            {t('conversations.listTitle')}
          </h2>
          {count !== null && <span className={styles.listCount}>{count}</span>}
        </div>
        <div className={styles.listScroll}>{list}</div>
      </section>
      <div className={styles.threadPane}>{thread}</div>
    </div>
  );
}

/** A conversation of the URL that this list does not hold (filed under another home, say): fetched alone. */
function OutsideConversation({ conversationId, me, listHref, threadProps }: { conversationId: number; me: number; listHref: string; threadProps?: Partial<ThreadViewProps> }) {
  const t = useTexts();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; conversation: ConversationSummary } | { status: 'failed'; error: string }>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchConversation(conversationId, controller.signal).then(
      (conversation) => setState({ status: 'ready', conversation }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error: errorText(error) }),
    );
    return () => controller.abort();
  }, [conversationId]);
  if (state.status === 'loading') return <div className={styles.placeholder} aria-hidden="true" />;
  if (state.status === 'ready') return <ThreadView conversation={state.conversation} me={me} backTo={listHref} {...threadProps} />;
  return (
    <div className={styles.placeholder}>
      <p className={styles.placeholderTitle}>{t('conversations.notFound')}</p>
      <p>{state.error}</p>
    </div>
  );
}
