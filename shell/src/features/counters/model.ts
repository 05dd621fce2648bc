// Sidebar badges. Messaging and matching publish the numbers on the shared bus; the shell only shows them.
import { matchCountChanged, signedOut, unauthorized, unreadChanged } from '@coloc/shared';
import { createStore } from 'effector';

const nonNegative = (_: number, value: number) => Math.max(0, Math.floor(value));

export const $unreadCount = createStore(0).on(unreadChanged, nonNegative).reset(signedOut, unauthorized);
export const $matchCount = createStore(0).on(matchCountChanged, nonNegative).reset(signedOut, unauthorized);
