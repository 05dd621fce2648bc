// Browser storage the session owns: `currentUser` in local storage and the marketing cookie.
import { CURRENT_USER_KEY, MARKETING_COOKIE } from '../constants';

export interface StoredUser {
  id: number;
  userType: string;
  /** Remembered so the marketing cookie can be cleared once the user is gone (SPEC 4). */
  owner: boolean;
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(CURRENT_USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser): void {
  try {
    window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  } catch {
    // Private browsing may refuse storage; the session still works from the cookie.
  }
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // see writeStoredUser
  }
}

export function readMarketingCookie(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${MARKETING_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(MARKETING_COOKIE.length + 1)) : null;
}

/** Set once this browser has identified the owner to the marketing tool (session/marketing.ts). */
export function writeMarketingCookie(userId: number): void {
  document.cookie = `${MARKETING_COOKIE}=${userId}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

export function clearMarketingCookie(): void {
  document.cookie = `${MARKETING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
