// Typed cross-area signals. A remote produces them, another consumes them, neither imports the other.
import { createEvent } from 'effector';

/** A chat message arrived for the signed-in user (increments the unread counter). */
export const chatMessageReceived = createEvent<{ conversationId?: number | string; homeId?: number | null }>();
/** Messages were read (decrements the unread counter by `count`, never below 0). */
export const messagesRead = createEvent<{ count: number }>();
/** The unread total was fetched again from the API. */
export const unreadChanged = createEvent<number>();
/** The user signed out: counters reset, caches cleared. */
export const signedOut = createEvent();
/** A call answered 401 outside the user load: the session is gone. */
export const unauthorized = createEvent();
/** The property selected by the `home_id` query changed. */
export const homeChanged = createEvent<number | null>();
/** Ask the shell's router to go somewhere (the shell owns the history). */
export const navigationRequested = createEvent<{ to: string; replace?: boolean }>();
/** Count for the 'Mon matching' sidebar badge, published by matching. */
export const matchCountChanged = createEvent<number>();
