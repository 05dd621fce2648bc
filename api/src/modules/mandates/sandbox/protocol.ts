// The sandbox e-signature service's wire protocol, as both sides read it: the signed
// server-to-server notification and the token that every signing form carries. A real provider
// documents the same things (header, algorithm, tolerance).
import { hmacHex, sameSignature } from '../../../lib/sandbox';

// The notification's signature is every sandbox's (lib/sandbox).
export { checkSignatureHeader, NOTIFICATION_TOLERANCE_MS, SIGNATURE_HEADER, signatureHeader } from '../../../lib/sandbox';

export const SANDBOX_SIGNATURE_ID = 'sandbox';
export const SANDBOX_SIGNATURE_NAME = 'Bac à sable de signature';
/** HMAC-SHA256 key shared by the merchant and the sandbox, made on first start. */
export const SANDBOX_SIGNATURE_SECRET_SETTING = 'sandbox_signature_secret';
export const SANDBOX_SIGNATURE_BASE_PATH = '/api/sandbox-signature';
export const SANDBOX_SIGNATURE_NOTIFY_PATH = `/api/mandate-signatures/${SANDBOX_SIGNATURE_ID}/notify`;

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
