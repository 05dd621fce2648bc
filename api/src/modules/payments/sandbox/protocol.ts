// The sandbox provider's wire protocol, as both sides read it: the signed hosted-payment form the
// merchant sends the browser with, and the signed server-to-server notification. A real provider
// documents the same two things (field names, signature algorithm, header, tolerance).
import { hmacHex, isLocalPath, sameSignature } from '../../../lib/sandbox';
import { canonicalFields } from '../provider/signing';

// The notification's signature is every sandbox's (lib/sandbox).
export { checkSignatureHeader, isLocalPath, NOTIFICATION_TOLERANCE_MS, SIGNATURE_HEADER, signatureHeader } from '../../../lib/sandbox';

export const SANDBOX_PROVIDER_ID = 'sandbox';
export const SANDBOX_MERCHANT_ID = 'toit-partage';
/** HMAC-SHA256 key shared by the merchant and the sandbox, made on first start. */
export const SANDBOX_SECRET_SETTING = 'sandbox_provider_secret';
/** Where the sandbox's pages live (a real provider is on its own domain). */
export const SANDBOX_BASE_PATH = '/api/sandbox-provider';
/** The merchant's notification URL, as set up in a real provider's back office. */
export const SANDBOX_NOTIFY_PATH = `/api/payments/${SANDBOX_PROVIDER_ID}/notify`;

export const FORM_FIELDS = ['merchant', 'reference', 'amount', 'currency', 'label', 'customer', 'return_url', 'expires_at'] as const;
export type SandboxForm = Record<(typeof FORM_FIELDS)[number], string>;


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

/** The browser's way back to the merchant: the return path with our reference. */
export function returnUrl(path: string, reference: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}reference=${encodeURIComponent(reference)}`;
}
