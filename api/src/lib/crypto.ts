import crypto, { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: used for session cookies and password-reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

// One call for the session token's hash on every signed-in request: crypto.hash (Node >= 20.12)
// skips the Hash object that createHash builds (an OpenSSL digest looked up each time).
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export function sha256Hex(value: string): string {
  return oneShot ? oneShot('sha256', value, 'hex') : createHash('sha256').update(value).digest('hex');
}
