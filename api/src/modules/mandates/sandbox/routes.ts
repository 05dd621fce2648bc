// The sandbox e-signature service's pages, served by our server under /api/sandbox-signature as if
// they were the provider's own site. Hidden from /api/docs: they are not part of our API.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formText, sendSandboxPage, serveSandboxPages, SESSION_ID } from '../../../lib/sandbox';
import { errorPage, outcomePage, sessionPath, SIGNATURE_PAGE_CSP, signingPage } from './pages';
import { formToken } from './protocol';
import { SANDBOX_SIGNATURE_TEXTS, type SandboxSignatureService } from './service';

const html = (reply: FastifyReply, status: number, page: string): FastifyReply => sendSandboxPage(reply, SIGNATURE_PAGE_CSP, status, page);

export function sandboxSignatureRoutes(service: SandboxSignatureService, secret: string) {
  return async function sandboxSignaturePages(app: FastifyInstance): Promise<void> {
    serveSandboxPages(app, { csp: SIGNATURE_PAGE_CSP, errorPage, logMessage: 'sandbox signature page failed' });
    const hide = { schema: { hide: true } };

    async function sessionOr404(reply: FastifyReply, publicId: string) {
      const session = SESSION_ID.test(publicId) ? await service.session(publicId) : undefined;
      if (!session) html(reply, 404, errorPage('Document introuvable', SANDBOX_SIGNATURE_TEXTS.unknown));
      return session;
    }

    app.get<{ Params: { id: string } }>('/sandbox-signature/sessions/:id', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      if (session.status !== 'open') return html(reply, 200, outcomePage(session));
      if (Date.parse(session.expires_at) <= Date.now()) return html(reply, 410, errorPage('Demande expirée', SANDBOX_SIGNATURE_TEXTS.expired, session));
      return html(reply, 200, signingPage(session, formToken(secret, session.public_id)));
    });

    app.get<{ Params: { id: string } }>('/sandbox-signature/sessions/:id/document.pdf', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="document.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(session.document_base64, 'base64'));
    });

    app.post<{ Params: { id: string } }>('/sandbox-signature/sessions/:id/sign', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      const outcome = await service.sign(session, formText(request.body, 'code'), formText(request.body, 'token'));
      if (outcome.kind === 'done') return reply.redirect(sessionPath(session), 303);
      // A wrong or missing code stays on the form, with how many tries are left.
      if (outcome.status === 400 && outcome.session && outcome.message !== SANDBOX_SIGNATURE_TEXTS.forged) {
        return html(reply, 400, signingPage(outcome.session, formToken(secret, session.public_id), outcome.message));
      }
      return html(reply, outcome.status, errorPage('Signature impossible', outcome.message, outcome.session));
    });

    app.post<{ Params: { id: string } }>('/sandbox-signature/sessions/:id/refuse', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      const outcome = await service.refuse(session, formText(request.body, 'token'));
      if (outcome.kind === 'done') return reply.redirect(sessionPath(session), 303);
      return html(reply, outcome.status, errorPage('Refus impossible', outcome.message, outcome.session));
    });
  };
}
