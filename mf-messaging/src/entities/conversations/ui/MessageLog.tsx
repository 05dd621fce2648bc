// The thread's messages as a live log: grouped by day, own messages on the right with their
// delivery state, older pages above ('Messages précédents' or scrolling to the top) without the
// view jumping, and a jump to the newest when something arrives while reading older ones.
import { Button, Spinner, VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { dayLabel, fullLabel, timeLabel } from '../model/format';
import { lastOwnStoredId, threadDays, type MineTest, type ThreadItem, type ThreadState } from '../model/thread';
import { AlertIcon, ArrowDownIcon, CheckIcon, ClockIcon } from './icons';
import styles from './Thread.module.css';

/** Within this distance of an edge, the log counts as "at the top" / "at the bottom". */
const EDGE_PX = 64;

export interface MessageLogProps {
  state: ThreadState;
  isMine: MineTest;
  peerName: string;
  onLoadOlder: () => void;
  onResend: (clientId: string) => void;
}

export function MessageLog({ state, isMine, peerName, onLoadOlder, onResend }: MessageLogProps) {
  const t = useTexts();
  const log = useRef<HTMLDivElement>(null);
  const days = useMemo(() => threadDays(state, isMine), [state, isMine]);
  const items = days.flatMap((day) => day.items);
  const firstKey = items[0]?.key ?? null;
  const lastItem = items.at(-1) ?? null;
  const lastOwn = lastOwnStoredId(state, isMine);
  const atBottom = useRef(true);
  const previous = useRef<{ first: string | null; last: string | null; height: number }>({ first: null, last: null, height: 0 });
  const [unseen, setUnseen] = useState(false);
  const words = { today: t('thread.today'), yesterday: t('thread.yesterday') };

  // After each render: keep the reader's place when older messages come in above, follow the
  // newest when the reader was at the bottom (or just sent one).
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const before = previous.current;
    const lastKey = lastItem?.key ?? null;
    if (before.first === null && firstKey !== null) {
      element.scrollTop = element.scrollHeight;
    } else if (firstKey !== before.first && lastKey === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (lastKey !== before.last && lastItem) {
      if (atBottom.current || lastItem.mine) element.scrollTop = element.scrollHeight;
      else setUnseen(true);
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first: firstKey, last: lastKey, height: element.scrollHeight };
  });

  // The log shrinks when the composer grows (a long message) or the window does: stay on the newest.
  useEffect(() => {
    const element = log.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (atBottom.current && unseen) setUnseen(false);
    if (element.scrollTop < EDGE_PX && state.hasMore && state.older === 'idle') onLoadOlder();
  }

  function jumpToNewest() {
    const element = log.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    setUnseen(false);
  }

  return (
    <div className={styles.logFrame}>
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('thread.logLabel', { name: peerName })}
        aria-busy={state.older === 'loading' || undefined}
        tabIndex={0}
        onScroll={onScroll}
      >
        <div className={styles.logTop}>
          {state.hasMore ? (
            state.older === 'loading' ? (
              <Spinner label={t('thread.olderLoading')} />
            ) : (
              <>
                {state.older === 'failed' && <p className={styles.olderFailed}>{t('thread.olderFailed')}</p>}
                <Button variant="secondary" size="sm" onClick={onLoadOlder}>
                  {t('thread.older')}
                </Button>
              </>
            )
          ) : (
            items.length > 0 && <p className={styles.start}>{t('thread.start')}</p>
          )}
        </div>

        {items.length === 0 && (
          <div className={styles.threadEmpty}>
            <p className={styles.threadEmptyTitle}>{t('thread.empty')}</p>
            <p>{t('thread.emptyHint')}</p>
          </div>
        )}

        {days.map((day) => (
          <section key={day.day} className={styles.day} aria-labelledby={`day-${day.day}`}>
            <h3 id={`day-${day.day}`} className={styles.dayLabel}>
              <span>{dayLabel(day.date, words)}</span>
            </h3>
            <ol className={styles.messages}>
              {day.items.map((item) => (
                <Bubble key={item.key} item={item} peerName={peerName} showStatus={item.id === null || item.id === lastOwn} onResend={onResend} />
              ))}
            </ol>
          </section>
        ))}
      </div>
      {unseen && (
        <button type="button" className={styles.jump} onClick={jumpToNewest}>
          <ArrowDownIcon className={styles.jumpIcon} />
          {t('thread.newMessages')}
        </button>
      )}
    </div>
  );
}

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

function Bubble({ item, peerName, showStatus, onResend }: { item: ThreadItem; peerName: string; showStatus: boolean; onResend: (clientId: string) => void }) {
  const t = useTexts();
  const failed = item.status === 'failed';
  return (
    <li className={clsx(styles.message, item.mine ? styles.mine : styles.theirs, item.firstOfRun && styles.firstOfRun, item.lastOfRun && styles.lastOfRun)}>
      <div className={clsx(styles.bubble, failed && styles.bubbleFailed)}>
        <VisuallyHidden>{`${item.mine ? t('thread.you') : peerName} : `}</VisuallyHidden>
        <p className={styles.body}>{item.body}</p>
        <span className={styles.meta}>
          <time dateTime={item.createdAt} title={fullLabel(item.createdAt)}>
            {timeLabel(item.createdAt)}
          </time>
          {item.mine && item.status && <StatusMark status={item.status} withText={showStatus} />}
        </span>
      </div>
      {failed && item.clientId && (
        <div className={styles.failedRow}>
          {item.error && <span className={styles.failedReason}>{item.error}</span>}
          <Button variant="ghost" size="sm" className={styles.resend} onClick={() => onResend(item.clientId!)} aria-label={t('thread.resendLabel', { excerpt: excerpt(item.body) })}>
            {t('thread.resend')}
          </Button>
        </div>
      )}
    </li>
  );
}

function StatusMark({ status, withText }: { status: NonNullable<ThreadItem['status']>; withText: boolean }) {
  const t = useTexts();
  const text = t(`thread.status.${status}`);
  const icon =
    status === 'sending' ? <ClockIcon className={styles.statusIcon} /> : status === 'failed' ? <AlertIcon className={styles.statusIcon} /> : <CheckIcon double={status === 'read'} className={styles.statusIcon} />;
  return (
    <span className={clsx(styles.status, styles[`status_${status}`])}>
      {icon}
      {withText || status === 'sending' || status === 'failed' ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
