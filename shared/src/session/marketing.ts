// Owners identified to the marketing tool on their first login (SPEC 1, 4, 6): only once the
// cookie notice was accepted on this device, and through the API, which sends only what the
// privacy policy names (the account's id, its kind, the date) and only once per account. The
// marketing cookie then says this browser has done it; it is cleared when the owner leaves.
import { createEffect, createEvent, sample } from 'effector';
import { MARKETING_ENDPOINTS } from '@coloc/contract/marketing/endpoints';
import { call } from '../api/call';
import { COOKIE_NOTICE_KEY } from '../constants';
import { isOwner } from '../domain/roles';
import type { User } from '../types/entities';
import { $user, userReceived } from './model';
import { readMarketingCookie, writeMarketingCookie } from './storage';

/** The cookie notice's 'Ok' (the shell's CookieNotice). */
export const cookieConsentGiven = createEvent();

export function hasCookieConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function wantsMarketingIdentification(user: User | null): user is User {
  return isOwner(user) && hasCookieConsent() && readMarketingCookie() === null;
}

export const identifyOwnerFx = createEffect(async (user: User) => {
  const { status } = await call(MARKETING_ENDPOINTS, 'marketing.identify', { body: { consent: true } }, { context: { silent: true } });
  if (status !== 'disabled') writeMarketingCookie(user.id);
  return status;
});

sample({
  clock: [userReceived, cookieConsentGiven],
  source: { user: $user, pending: identifyOwnerFx.pending },
  filter: ({ user, pending }) => !pending && wantsMarketingIdentification(user),
  fn: ({ user }) => user!,
  target: identifyOwnerFx,
});
