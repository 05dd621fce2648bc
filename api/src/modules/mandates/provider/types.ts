// The one interface an e-signature provider implements. The mandate routes only talk to this; see
// the module README for how a real provider (Yousign, Docusign…) plugs in.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db';

/** What we ask the provider to have signed. */
export interface SignatureRequest {
  /** Our mandate reference; the provider echoes it in its notification. */
  reference: string;
  /** Shown on the provider's page. */
  title: string;
  signer: { name: string; email: string };
  /** The PDF to sign, as we generated it. */
  document: Buffer;
  /** Path of this site the browser comes back to once the signer is done. */
  returnPath: string;
  /** After this instant the request can no longer be signed. */
  expiresAt: Date;
}

/** A signer's outcome, as the provider notifies it server to server. */
export interface SignatureNotification {
  /** Unique per event: a second delivery of the same id changes nothing. */
  eventId: string;
  type: 'signature.signed' | 'signature.refused';
  reference: string;
  /** The provider's id of the signature (kept as proof), null for a refusal. */
  signatureId: string | null;
  /** ISO instant of the signature or refusal, as the provider recorded it. */
  at: string;
  /** SHA-256 of the document that was signed: it must be ours. */
  documentSha256: string | null;
}

export class NotificationRejected extends Error {
  constructor(readonly reason: 'signature' | 'malformed') {
    super(`signature notification rejected: ${reason}`);
  }
}

export type Deliver = (request: { url: string; headers: Record<string, string>; body: string }) => Promise<{ statusCode: number }>;

export interface ProviderContext {
  db: Db;
  config: Config;
  /** How the built-in sandbox reaches our notification route (a real provider uses HTTPS). */
  deliver: Deliver;
}

export interface SignatureProvider {
  /** SIGNATURE_PROVIDER value, and the segment of /api/mandates/{id}/notify. */
  id: string;
  /** Shown to users: « Mandat en attente – <name> ». */
  name: string;
  /** Screens label a test environment. */
  sandbox: boolean;
  /** Uploads the document and answers the URL where the signer signs it (absolute or a site path). */
  createSignature(request: SignatureRequest): Promise<{ signingUrl: string }>;
  /** Checks the notification's signature on the exact raw body; throws NotificationRejected. */
  parseNotification(input: { headers: Record<string, string | string[] | undefined>; rawBody: string }, now: Date): Promise<SignatureNotification>;
  /** Pages served by us (sandbox only). */
  routes?: FastifyPluginAsync;
}
