// The sandbox e-signature service's own logic, as an outside service would run it: it keeps the
// uploaded document, shows it with a one-time code, and tells the merchant the outcome by a signed
// notification. It reaches our application only through the browser and that notification.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db';
import { nowIso } from '../../../db';
import type { SignatureSessionRow } from '../../../db/tables/mandates';
import type { Deliver, SignatureRequest } from '../provider/types';
import { newOneTimeCode, newPublicId, signedNotification } from '../../../lib/sandbox';
import { checkFormToken, SANDBOX_SIGNATURE_NOTIFY_PATH, type SandboxSignatureEvent } from './protocol';

/** Wrong codes before the request is locked. */
export const MAX_CODE_ATTEMPTS = 5;

export const SANDBOX_SIGNATURE_TEXTS = {
  unknown: "Cette demande de signature n'existe pas ou a été supprimée.",
  forged: "Ce formulaire de signature n'est pas valide : rechargez la page de signature et recommencez.",
  replayed: 'Cette demande de signature est déjà close : une signature ne peut pas être rejouée.',
  expired: 'Cette demande de signature a expiré : relancez la signature depuis votre espace Toit Partagé.',
  locked: 'Code erroné 5 fois : cette demande de signature est bloquée. Relancez la signature depuis votre espace Toit Partagé.',
  codeMissing: 'Saisissez le code à usage unique.',
  codeWrong: (left: number) => `Code incorrect : il vous reste ${left} essai${left > 1 ? 's' : ''}.`,
  undelivered: "Le site marchand n'a pas confirmé la signature. Réessayez dans un instant : rien n'a été signé.",
} as const;

export type SubmitOutcome =
  | { kind: 'done'; session: SignatureSessionRow }
  | { kind: 'error'; status: number; message: string; session?: SignatureSessionRow };

export class SandboxSignatureService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly deliver: Deliver,
  ) {}

  /** One open request per reference: reopened while usable, else a new one (a new code). */
  async open(request: SignatureRequest, now = new Date()): Promise<SignatureSessionRow> {
    const existing = await this.db
      .selectFrom('sandbox_signature_sessions')
      .selectAll()
      .where('merchant_reference', '=', request.reference)
      .where('status', '=', 'open')
      .where('expires_at', '>', now.toISOString())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (existing) return existing;
    const at = nowIso(now);
    return this.db
      .insertInto('sandbox_signature_sessions')
      .values({
        public_id: newPublicId(),
        merchant_reference: request.reference,
        title: request.title,
        signer_name: request.signer.name,
        signer_email: request.signer.email,
        document_base64: request.document.toString('base64'),
        document_sha256: createHash('sha256').update(request.document).digest('hex'),
        return_url: request.returnPath,
        code: newOneTimeCode(),
        status: 'open',
        event_id: null,
        created_at: at,
        updated_at: at,
        expires_at: request.expiresAt.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  session(publicId: string): Promise<SignatureSessionRow | undefined> {
    return this.db.selectFrom('sandbox_signature_sessions').selectAll().where('public_id', '=', publicId).executeTakeFirst();
  }

  /** Checks shared by signing and refusing: the form is ours, the request still open. */
  private closedOrForged(session: SignatureSessionRow, token: string, now: Date): SubmitOutcome | null {
    if (!checkFormToken(this.secret, session.public_id, token)) return { kind: 'error', status: 400, message: SANDBOX_SIGNATURE_TEXTS.forged, session };
    if (session.status === 'locked') return { kind: 'error', status: 429, message: SANDBOX_SIGNATURE_TEXTS.locked, session };
    if (session.status !== 'open') return { kind: 'error', status: 409, message: SANDBOX_SIGNATURE_TEXTS.replayed, session };
    if (Date.parse(session.expires_at) <= now.getTime()) return { kind: 'error', status: 410, message: SANDBOX_SIGNATURE_TEXTS.expired, session };
    return null;
  }

  async sign(session: SignatureSessionRow, code: string, token: string, now = new Date()): Promise<SubmitOutcome> {
    const refused = this.closedOrForged(session, token, now);
    if (refused) return refused;
    if (!code.trim()) return { kind: 'error', status: 400, message: SANDBOX_SIGNATURE_TEXTS.codeMissing, session };
    if (code.trim() !== session.code) {
      const attempts = session.attempts + 1;
      const locked = attempts >= MAX_CODE_ATTEMPTS;
      await this.db
        .updateTable('sandbox_signature_sessions')
        .set({ attempts, status: locked ? 'locked' : 'open', updated_at: nowIso(now) })
        .where('id', '=', session.id)
        .where('status', '=', 'open')
        .execute();
      const updated = (await this.session(session.public_id))!;
      return locked
        ? { kind: 'error', status: 429, message: SANDBOX_SIGNATURE_TEXTS.locked, session: updated }
        : { kind: 'error', status: 400, message: SANDBOX_SIGNATURE_TEXTS.codeWrong(MAX_CODE_ATTEMPTS - attempts), session: updated };
    }
    return this.close(session, 'signed', now);
  }

  async refuse(session: SignatureSessionRow, token: string, now = new Date()): Promise<SubmitOutcome> {
    return this.closedOrForged(session, token, now) ?? this.close(session, 'refused', now);
  }

  /**
   * Claims the request (one submit wins), then notifies the merchant; if the merchant does not
   * answer 2xx the request is opened again, so the page never claims what the merchant did not record.
   */
  private async close(session: SignatureSessionRow, status: 'signed' | 'refused', now: Date): Promise<SubmitOutcome> {
    const eventId = `sev_${randomBytes(12).toString('hex')}`;
    const claimed = await this.db
      .updateTable('sandbox_signature_sessions')
      .set({ status, event_id: eventId, updated_at: nowIso(now) })
      .where('id', '=', session.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { kind: 'error', status: 409, message: SANDBOX_SIGNATURE_TEXTS.replayed, session };
    const event: SandboxSignatureEvent = {
      id: eventId,
      type: status === 'signed' ? 'signature.signed' : 'signature.refused',
      created: Math.floor(now.getTime() / 1000),
      data: {
        reference: session.merchant_reference,
        signature_id: status === 'signed' ? `sig_${randomBytes(10).toString('hex')}` : null,
        at: now.toISOString(),
        document_sha256: session.document_sha256,
      },
    };
    let delivered = false;
    try {
      const answer = await this.deliver(signedNotification(this.secret, SANDBOX_SIGNATURE_NOTIFY_PATH, event, now));
      delivered = answer.statusCode >= 200 && answer.statusCode < 300;
    } catch {
      delivered = false;
    }
    if (!delivered) {
      await this.db.updateTable('sandbox_signature_sessions').set({ status: 'open', event_id: null }).where('id', '=', session.id).execute();
      return { kind: 'error', status: 502, message: SANDBOX_SIGNATURE_TEXTS.undelivered, session };
    }
    return { kind: 'done', session: (await this.session(session.public_id))! };
  }
}
