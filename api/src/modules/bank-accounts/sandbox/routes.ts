// Pages of the sandbox provider under /api/sandbox-provider/sca/{token}: registered only when
// PAYMENT_PROVIDER is 'sandbox'. They record the outcome on the sandbox's side, then send the
// browser back to the site with controlStatus and actionStatus, as a real provider would.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { nowIso } from '../../../db';
import type { Selectable } from 'kysely';
import type { SandboxScaOperationsTable } from '../../../db/tables/bank';
import { perUserPerMinute, SCA_RATE_LIMITS } from '../limits';
import type { ScaControlStatus } from '../provider';
import { challengePage, messagePage } from './page';

type SandboxRow = Selectable<SandboxScaOperationsTable>;

/** Wrong codes allowed before the sandbox refuses the operation, as a bank would. */
export const SANDBOX_MAX_ATTEMPTS = 3;
const FORM = 'application/x-www-form-urlencoded';

/** The return URL with the two values SPEC 4 reads (and then removes), the hash kept in place. */
export function withScaResult(returnUrl: string, controlStatus: ScaControlStatus, actionStatus: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('controlStatus', controlStatus);
  url.searchParams.set('actionStatus', actionStatus);
  return url.toString();
}

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const AnswerBody = Type.Object({
  action: Type.String({ maxLength: 20, description: 'validate | refuse | cancel' }),
  code: Type.Optional(Type.String({ maxLength: 20 })),
});
const HtmlPage = {
  description: 'Page HTML du bac à sable (environnement de test)',
  content: { 'text/html': { schema: Type.String() } },
};

const sandboxScaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const publicOrigin = new URL(config.publicUrl).origin;

  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  function html(reply: FastifyReply, status: number, page: string) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${publicOrigin}; frame-ancestors 'none'; base-uri 'none'`)
      .type('text/html; charset=utf-8')
      .send(page);
  }

  const backHome = { href: `${config.publicUrl}/`, label: 'Revenir sur Toit Partagé' };

  /** The operation if this visitor may answer it now; otherwise the page to show instead. */
  async function openOperation(token: string, userId: number | null): Promise<{ row: SandboxRow } | { status: number; page: string }> {
    const row = await db.selectFrom('sandbox_sca_operations').selectAll().where('token', '=', token).executeTakeFirst();
    if (!row) return { status: 404, page: messagePage('Opération introuvable', "Ce lien d'authentification n'existe pas ou plus.", backHome) };
    if (userId === null) {
      return {
        status: 401,
        page: messagePage('Connexion nécessaire', 'Connectez-vous à Toit Partagé dans ce navigateur, puis rouvrez ce lien.', {
          href: `${config.publicUrl}/signin`,
          label: 'Se connecter',
        }),
      };
    }
    if (row.user_id !== userId) {
      return { status: 403, page: messagePage('Opération d’un autre compte', "Cette authentification a été demandée depuis un autre compte : elle ne peut pas être faite ici.", backHome) };
    }
    if (row.outcome !== 'PENDING') {
      return { status: 410, page: messagePage('Opération terminée', 'Cette authentification a déjà reçu une réponse.', backHome) };
    }
    if (Date.parse(row.expires_at) <= Date.now()) {
      const finished = await finish(row, 'ERROR');
      return {
        status: 410,
        page: messagePage('Délai dépassé', "Le délai de 15 minutes pour répondre est dépassé : l'opération n'a pas été confirmée.", {
          href: finished ?? backHome.href,
          label: 'Revenir sur Toit Partagé',
        }),
      };
    }
    return { row };
  }

  /** Records the outcome once (a concurrent answer loses) and gives the URL to send the browser to. */
  async function finish(row: SandboxRow, outcome: ScaControlStatus): Promise<string | null> {
    const result = await db
      .updateTable('sandbox_sca_operations')
      .set({ outcome, finished_at: nowIso() })
      .where('id', '=', row.id)
      .where('outcome', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return withScaResult(row.return_url, outcome, row.merchant_reference);
  }

  app.get(
    '/sandbox-provider/sca/:token',
    {
      schema: {
        tags: ['sandbox-provider'],
        summary: "Bac à sable : page d'authentification forte",
        description: 'Montre ce qui est authentifié, le code de test à saisir, et les boutons Refuser / Annuler.',
        params: TokenParams,
        produces: ['text/html'],
        response: { 200: HtmlPage, '4xx': HtmlPage },
      },
    },
    async (request, reply) => {
      const opened = await openOperation(request.params.token, request.user?.id ?? null);
      if (!('row' in opened)) return html(reply, opened.status, opened.page);
      const { row } = opened;
      return html(reply, 200, challengePage({ label: row.label, code: row.code, expiresAt: row.expires_at }));
    },
  );

  app.post(
    '/sandbox-provider/sca/:token',
    {
      config: perUserPerMinute(SCA_RATE_LIMITS.sandboxAnswer),
      schema: {
        tags: ['sandbox-provider'],
        summary: "Bac à sable : réponse à l'authentification forte",
        description: "Formulaire : action=validate (avec code), refuse ou cancel. Enregistre l'issue puis renvoie (303) vers l'adresse de retour avec controlStatus et actionStatus.",
        consumes: [FORM],
        params: TokenParams,
        body: AnswerBody,
        produces: ['text/html'],
        response: { 303: { description: "Retour vers le site avec controlStatus et actionStatus", type: 'null' }, 400: HtmlPage, '4xx': HtmlPage },
      },
    },
    async (request, reply) => {
      const opened = await openOperation(request.params.token, request.user?.id ?? null);
      if (!('row' in opened)) return html(reply, opened.status, opened.page);
      const { row } = opened;
      const { action, code } = request.body;

      let outcome: ScaControlStatus | null = null;
      if (action === 'refuse') outcome = 'REFUSED';
      else if (action === 'cancel') outcome = 'CANCELLED';
      else if (action === 'validate') {
        if ((code ?? '').replace(/\s/g, '') === row.code) outcome = 'VALIDATED';
        else {
          const attempts = row.attempts + 1;
          await db.updateTable('sandbox_sca_operations').set({ attempts }).where('id', '=', row.id).execute();
          if (attempts >= SANDBOX_MAX_ATTEMPTS) outcome = 'REFUSED';
          else {
            const left = SANDBOX_MAX_ATTEMPTS - attempts;
            const error = `Code incorrect. Il vous reste ${left} ${left > 1 ? 'essais' : 'essai'}.`;
            return html(reply, 400, challengePage({ label: row.label, code: row.code, expiresAt: row.expires_at, error }));
          }
        }
      } else {
        return html(reply, 400, challengePage({ label: row.label, code: row.code, expiresAt: row.expires_at, error: 'Choisissez Valider, Refuser ou Annuler.' }));
      }

      const target = await finish(row, outcome);
      if (!target) return html(reply, 410, messagePage('Opération terminée', 'Cette authentification a déjà reçu une réponse.', backHome));
      return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
    },
  );
};

export default sandboxScaRoutes;
