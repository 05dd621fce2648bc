// The sandbox provider's wire protocol, as both sides read it: the signed hosted-payment form the
// merchant sends the browser with, and the signed server-to-server notification. A real provider
// documents the same two things (field names, signature algorithm, header, tolerance).
import { canonicalFields, hmacHex, sameSignature } from '../provider/signing';

export const SANDBOX_PROVIDER_ID = 'sandbox';
export const SANDBOX_MERCHANT_ID = 'toit-partage';
/** HMAC-SHA256 key shared by the merchant and the sandbox, made on first start. */
export const SANDBOX_SECRET_SETTING = 'sandbox_provider_secret';
/** Where the sandbox's pages live (a real provider is on its own domain). */
export const SANDBOX_BASE_PATH = '/api/sandbox-provider';
/** The merchant's notification URL, as set up in a real provider's back office. */
export const SANDBOX_NOTIFY_PATH = `/api/payments/${SANDBOX_PROVIDER_ID}/notify`;
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older than this is refused even with a good signature (replays). */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

export const FORM_FIELDS = ['merchant', 'reference', 'amount', 'currency', 'label', 'customer', 'return_url', 'expires_at'] as const;
export type SandboxForm = Record<(typeof FORM_FIELDS)[number], string>;

/** A site path: one leading slash, no scheme, no host (the form cannot send the browser elsewhere). */
export function isLocalPath(value: string): boolean {
  return /^\/(?![/\\])[^\s#\\]*$/.test(value) && value.length <= 300;
}

export function signForm(secret: string, form: SandboxForm): SandboxForm & { signature: string } {
  return { ...form, signature: hmacHex(secret, canonicalFields(form)) };
}

/**
 * The form as submitted, if it is exactly the signed fields, untouched and not expired. Extra or
 * missing fields, a changed value or another key fail the same way: 'invalid'.
 */
export function checkForm(
  secret: string,
  submitted: Record<string, unknown>,
  now: Date,
): { ok: true; form: SandboxForm } | { ok: false; reason: 'invalid' | 'expired' } {
  const names = Object.keys(submitted).sort();
  const expected = [...FORM_FIELDS, 'signature'].sort();
  if (names.length !== expected.length || names.some((name, i) => name !== expected[i])) return { ok: false, reason: 'invalid' };
  if (!names.every((name) => typeof submitted[name] === 'string')) return { ok: false, reason: 'invalid' };
  const fields = submitted as Record<string, string>;
  if (!sameSignature(hmacHex(secret, canonicalFields(fields)), fields.signature!)) return { ok: false, reason: 'invalid' };
  const form = Object.fromEntries(FORM_FIELDS.map((name) => [name, fields[name]!])) as SandboxForm;
  if (form.merchant !== SANDBOX_MERCHANT_ID || !/^[1-9]\d{0,8}$/.test(form.amount) || !/^[1-9]\d{0,14}$/.test(form.customer)) {
    return { ok: false, reason: 'invalid' };
  }
  if (!isLocalPath(form.return_url)) return { ok: false, reason: 'invalid' };
  const expires = Date.parse(form.expires_at);
  if (Number.isNaN(expires)) return { ok: false, reason: 'invalid' };
  if (expires <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, form };
}

/** The sandbox's notification body. */
export interface SandboxEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.refused' | 'payment.cancelled';
  /** Unix seconds. */
  created: number;
  data: {
    reference: string;
    amount: number;
    currency: string;
    transaction_id: string | null;
    card: { token: string; last4: string; brand: string } | null;
    failure_reason: string | null;
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, like the common webhook schemes. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

export function checkSignatureHeader(secret: string, header: string | undefined, body: string, now: Date): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return at === -1 ? [part.trim(), ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isSafeInteger(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() - t * 1000) > NOTIFICATION_TOLERANCE_MS) return false;
  return sameSignature(hmacHex(secret, `${t}.${body}`), parts.v1);
}

/** The browser's way back to the merchant: the return path with our reference. */
export function returnUrl(path: string, reference: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}reference=${encodeURIComponent(reference)}`;
}
