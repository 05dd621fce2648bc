// The sandbox providers' sessions: how their ids and one-time codes are made, and how their pages
// read a session id and a form field.
import { randomBytes, randomInt } from 'node:crypto';

/** The shape of every id `newPublicId` makes (and a little slack): anything else is not looked up. */
export const SESSION_ID = /^[A-Za-z0-9_-]{10,64}$/;

/** A session's unguessable id, in its page's URL. */
export function newPublicId(): string {
  return randomBytes(18).toString('base64url');
}

/** The six-digit code a real service would send by SMS; the sandbox shows it on its page. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A field of a posted HTML form, as text (capped): a missing or odd one reads as ''. */
export function formText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/** A site path: one leading slash, no scheme, no host (a sandbox never sends the browser elsewhere). */
export function isLocalPath(value: string): boolean {
  return /^\/(?![/\\])[^\s#\\]*$/.test(value) && value.length <= 300;
}
