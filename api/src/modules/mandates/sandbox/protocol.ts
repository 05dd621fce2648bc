// The sandbox e-signature service's wire protocol, as both sides read it: the signed
// server-to-server notification and the token that every signing form carries. A real provider
// documents the same things (header, algorithm, tolerance).
import { hmacHex, sameSignature } from '../../payments/provider/signing';

export const SANDBOX_SIGNATURE_ID = 'sandbox';
export const SANDBOX_SIGNATURE_NAME = 'Bac à sable de signature';
/** HMAC-SHA256 key shared by the merchant and the sandbox, made on first start. */
export const SANDBOX_SIGNATURE_SECRET_SETTING = 'sandbox_signature_secret';
export const SANDBOX_SIGNATURE_BASE_PATH = '/api/sandbox-signature';
export const SANDBOX_SIGNATURE_NOTIFY_PATH = `/api/mandate-signatures/${SANDBOX_SIGNATURE_ID}/notify`;
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older (or newer) than this is refused even with a good signature: replays. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

export interface SandboxSignatureEvent {
  id: string;
  type: 'signature.signed' | 'signature.refused';
  /** Unix seconds. */
  created: number;
  data: {
    reference: string;
    signature_id: string | null;
    at: string;
    document_sha256: string | null;
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

export function checkSignatureHeader(secret: string, header: string | undefined, body: string, now: Date): boolean {
  if (!header || header.length > 300) return false;
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

/** The hidden token of a session's forms: a form not made by the sandbox for this session is refused. */
export function formToken(secret: string, publicId: string): string {
  return hmacHex(secret, `form.${publicId}`);
}

export function checkFormToken(secret: string, publicId: string, token: string): boolean {
  return sameSignature(formToken(secret, publicId), token);
}

const EVENT_TYPES = new Set(['signature.signed', 'signature.refused']);

/** The body, if it has exactly the shape above; null otherwise. */
export function parseEvent(raw: string): SandboxSignatureEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    return null;
  }
  const e = event as Partial<SandboxSignatureEvent> | null;
  const data = e?.data;
  const ok =
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    e.id.length <= 100 &&
    typeof e.type === 'string' &&
    EVENT_TYPES.has(e.type) &&
    Number.isSafeInteger(e.created) &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.reference === 'string' &&
    data.reference.length <= 100 &&
    typeof data.at === 'string' &&
    !Number.isNaN(Date.parse(data.at)) &&
    (data.signature_id === null || typeof data.signature_id === 'string') &&
    (data.document_sha256 === null || typeof data.document_sha256 === 'string');
  return ok ? (e as SandboxSignatureEvent) : null;
}
