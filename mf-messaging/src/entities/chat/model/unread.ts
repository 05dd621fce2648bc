// The unread counter of SPEC 4: +1 on a chat message event, minus the read count (never below 0)
// on a read event, 0 on sign-out or unauthorised, fetched again when the user or the `home_id`
// query changes and every UNREAD_POLL_MS. Every change is published as `unreadChanged(total)`:
// the shell's 'Ma messagerie' badge only mirrors it.
import {
  chatMessageReceived,
  isOwner,
  isPro,
  messagesRead,
  signedOut,
  unauthorized,
  unreadChanged,
  UNREAD_POLL_MS,
  type User,
} from '@coloc/shared';
import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { fetchUnreadCount, type UnreadSource } from '../api/unreadApi';

export interface UnreadContext {
  user: User | null;
  /** The `home_id` query of owner screens (SPEC 2.4); null on other pages. */
  homeId: number | null;
}

/** Seekers have one inbox; owners (owner-occupiers included) and professionals one per home. */
export function unreadSourceOf({ user, homeId }: UnreadContext): UnreadSource | null {
  if (!user) return null;
  if (isPro(user) || isOwner(user)) return { kind: 'home', homeId: homeId ?? 'default' };
  return { kind: 'user' };
}

function contextKey(context: UnreadContext): string {
  const source = unreadSourceOf(context);
  if (!source || !context.user) return '';
  return `${context.user.id}:${source.kind === 'home' ? source.homeId : 'user'}`;
}

/** The page's user or `home_id` query, as the widget sees them; unchanged values fetch nothing. */
export const unreadContextChanged = createEvent<UnreadContext>();
/** Fetch again now (after a socket reconnect: messages may have come meanwhile). */
export const unreadRefreshRequested = createEvent();
export const unreadPollTicked = createEvent();

export const $unreadContext = createStore<UnreadContext>({ user: null, homeId: null }).on(unreadContextChanged, (_, context) => context);
const $contextKey = $unreadContext.map(contextKey);

interface UnreadRequest {
  source: UnreadSource;
  key: string;
}

export const fetchUnreadFx = createEffect(async ({ source, key }: UnreadRequest) => ({ key, count: await fetchUnreadCount(source) }));
/** An answer for an inbox the page has left since (a quick home switch) is dropped. */
const unreadFetched = sample({
  clock: fetchUnreadFx.doneData,
  source: $contextKey,
  filter: (current, answer) => answer.key === current,
  fn: (_, answer) => answer.count,
});

/**
 * A professional's counter is one home's inbox: a message filed under another home (or a support
 * message, filed under none) is not in it. A seeker's counter takes every message.
 */
export function countsInInbox({ user, homeId }: UnreadContext, messageHomeId: number | null | undefined): boolean {
  const source = unreadSourceOf({ user, homeId });
  if (!source || source.kind === 'user' || messageHomeId === undefined) return true;
  const inbox = homeId ?? user?.home?.id ?? null;
  return inbox === null || messageHomeId === inbox;
}

const messageCounted = sample({
  clock: chatMessageReceived,
  source: $unreadContext,
  filter: (context, { homeId }) => countsInInbox(context, homeId),
});

export const $unread = createStore(0)
  .on(messageCounted, (count) => count + 1)
  .on(messagesRead, (count, { count: read }) => Math.max(0, count - Math.max(0, Math.floor(read) || 0)))
  .on(unreadFetched, (_, count) => count)
  .reset(signedOut, unauthorized);

sample({ clock: $unread.updates, target: unreadChanged });

// A user who signs out has no counter to fetch; a new user starts from zero until the answer.
sample({ clock: $contextKey.updates, filter: (key) => key === '', fn: () => 0, target: $unread });

const requestOf = (context: UnreadContext): UnreadRequest => ({ source: unreadSourceOf(context)!, key: contextKey(context) });

sample({
  clock: [$contextKey.updates, unreadRefreshRequested, unreadPollTicked],
  source: $unreadContext,
  filter: (context) => contextKey(context) !== '',
  fn: requestOf,
  target: fetchUnreadFx,
});

// The hourly poll: one timer while a user is signed in, restarted when the inbox changes.
const $pollTimer = createStore<ReturnType<typeof setInterval> | null>(null, { serialize: 'ignore' });
const startPollFx = attach({
  source: $pollTimer,
  effect: (previous) => {
    if (previous) clearInterval(previous);
    const tick = scopeBind(unreadPollTicked, { safe: true });
    return setInterval(() => tick(), UNREAD_POLL_MS);
  },
});
const stopPollFx = attach({
  source: $pollTimer,
  effect: (timer) => {
    if (timer) clearInterval(timer);
  },
});
$pollTimer.on(startPollFx.doneData, (_, timer) => timer).reset(stopPollFx.done);

sample({ clock: $contextKey.updates, filter: (key) => key !== '', target: startPollFx });
sample({ clock: [$contextKey.updates.filter({ fn: (key) => key === '' }), signedOut, unauthorized], target: stopPollFx });
