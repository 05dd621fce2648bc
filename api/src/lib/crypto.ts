import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: used for session cookies and password-reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
