// Signed hosted-payment forms. The HMAC and the installation's secrets are the sandboxes' common
// ones (lib/sandbox), re-exported for the payment code that reads them from here.
import { hmacHex } from '../../../lib/sandbox';

export { ensureSecret, hmacHex, sameSignature } from '../../../lib/sandbox';

/**
 * The string a form signature covers: every field but `signature`, sorted by name, `name=value`
 * joined by '&' with values URI-encoded (so no value can forge a separator).
 */
export function canonicalFields(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${encodeURIComponent(fields[name] ?? '')}`)
    .join('&');
}

export function signFields(secret: string, fields: Record<string, string>): string {
  return hmacHex(secret, canonicalFields(fields));
}
