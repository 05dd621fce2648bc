// The sign-up page's `redirect` and `search` draft, kept in this browser until the confirmation
// link is opened: the account is created on another page load (often another tab), which must
// still land where the sign-up would have (SPEC 2.2: the quick-search draft survives sign-up).
import { safeRedirect } from '@coloc/shared';

const KEY = 'tp-signup-query';

export function rememberSignupQuery(search: string): void {
  try {
    const current = new URLSearchParams(search);
    const kept = new URLSearchParams();
    const redirect = safeRedirect(current.get('redirect'));
    if (redirect) kept.set('redirect', redirect);
    const draft = current.get('search');
    if (draft) kept.set('search', draft);
    if (kept.size > 0) window.localStorage.setItem(KEY, `?${kept.toString()}`);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the confirmation lands on the user's own page instead.
  }
}

/** The query remembered at sign-up, once: the next sign-up starts afresh. */
export function takeSignupQuery(): string {
  try {
    const value = window.localStorage.getItem(KEY) ?? '';
    window.localStorage.removeItem(KEY);
    return value;
  } catch {
    return '';
  }
}
