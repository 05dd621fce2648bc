// The sandbox provider's pages, served by our server under /api/sandbox-provider as if they were
// the provider's own site. Hidden from /api/docs: they are not part of our API.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formText, sendSandboxPage, serveSandboxPages, SESSION_ID } from '../../../lib/sandbox';
import { cardPage, challengePage, errorPage, outcomePage, PAGE_CSP } from './pages';
import { checkForm, returnUrl, SANDBOX_BASE_PATH } from './protocol';
import type { SandboxService } from './service';

const html = (reply: FastifyReply, status: number, page: string): FastifyReply => sendSandboxPage(reply, PAGE_CSP, status, page);

export function sandboxRoutes(service: SandboxService, secret: string) {
  return async function sandboxPages(app: FastifyInstance): Promise<void> {
    // The card and 3-D Secure pages post ordinary HTML forms.
    serveSandboxPages(app, { csp: PAGE_CSP, errorPage, logMessage: 'sandbox page failed' });

    const hide = { schema: { hide: true } };
    const sessionPath = (publicId: string) => `${SANDBOX_BASE_PATH}/sessions/${encodeURIComponent(publicId)}`;

    async function sessionOr404(reply: FastifyReply, publicId: string) {
      const session = SESSION_ID.test(publicId) ? await service.session(publicId) : undefined;
      if (!session) html(reply, 404, errorPage('Paiement introuvable', "Cette session de paiement n'existe pas ou a été supprimée."));
      return session;
    }

    // The merchant's form lands here (through its /api/beforePayment): the sandbox checks the
    // signature itself, as a real provider does, then opens (or resumes) the card page.
    app.get('/sandbox-provider/checkout', hide, async (request, reply) => {
      const checked = checkForm(secret, (request.query ?? {}) as Record<string, unknown>, new Date());
      if (!checked.ok) {
        return checked.reason === 'expired'
          ? html(reply, 400, errorPage('Formulaire expiré', 'Ce formulaire de paiement a expiré.'))
          : html(reply, 400, errorPage('Formulaire invalide', "La signature de ce formulaire de paiement n'est pas valide."));
      }
      const session = await service.openCheckout(checked.form);
      return reply.code(303).header('cache-control', 'no-store').redirect(sessionPath(session.public_id), 303);
    });

    app.get<{ Params: { id: string } }>('/sandbox-provider/sessions/:id', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      if (session.status === 'open') return html(reply, 200, cardPage(session, service.testCards(), { number: '', expiry: '', holder: '' }));
      if (session.status === 'challenge') return html(reply, 200, challengePage(session));
      return html(reply, 200, outcomePage(session));
    });

    app.post<{ Params: { id: string } }>('/sandbox-provider/sessions/:id/card', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      const input = { number: formText(request.body, 'number'), expiry: formText(request.body, 'expiry'), cvc: formText(request.body, 'cvc'), holder: formText(request.body, 'holder') };
      const outcome = await service.submitCard(session, input);
      if ('errors' in outcome) return html(reply, 400, cardPage(session, service.testCards(), input, outcome.errors));
      return reply.redirect(sessionPath(session.public_id), 303);
    });

    app.post<{ Params: { id: string } }>('/sandbox-provider/sessions/:id/challenge', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      await service.submitChallenge(session, formText(request.body, 'code'));
      return reply.redirect(sessionPath(session.public_id), 303);
    });

    app.post<{ Params: { id: string } }>('/sandbox-provider/sessions/:id/cancel', hide, async (request, reply) => {
      const session = await sessionOr404(reply, request.params.id);
      if (!session) return reply;
      const done = await service.cancel(session);
      // « Annuler et revenir au site »: straight back to the merchant.
      if (done.status === 'cancelled' && done.return_url) return reply.redirect(returnUrl(done.return_url, done.merchant_reference), 303);
      return reply.redirect(sessionPath(session.public_id), 303);
    });
  };
}
