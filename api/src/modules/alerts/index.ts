import { ALERTS_ROUTES as ROUTES } from '@coloc/contract/alerts/routes';
import { UnsubscribeQuery } from '@coloc/contract/alerts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { DomainEventBus } from '../../lib/domain-events';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { idBeforeValidation } from '../../lib/path-id';
import { createPace, type Pace } from '../../lib/background-pace';
import { contractRoute } from '../../lib/contract-route';
import { errorResponses } from '../../lib/schemas';
import { ensureVapidKeys, vapidSubject } from '../notifications';
import { webPushSender, type PushSender } from '../notifications';
import { homeForAlerts } from './access';
import { ALERT_MESSAGES as M } from './messages';
import { homeSettings, updateHomeSettings, updateUserSettings, userSettings } from './settings';
import { readToken, spendToken, type TokenCheck } from './tokens';
import { confirmPage, messagePage } from './unsubscribe-page';
import { startWorker, tick, type TickResult } from './worker';
import { startCursor } from './watch';
import type { SendContext } from './send';

export { lastDigestTime } from './schedule';
export type { TickResult } from './worker';

export const ALERTS_FIELD_TEXTS: FieldTexts = {
  threshold: { invalid: M.threshold, required: M.threshold },
  push_frequency: { invalid: M.frequency, required: M.frequency },
  email_frequency: { invalid: M.frequency, required: M.frequency },
  id: { invalid: M.homeInvalid },
  token: { invalid: M.tokenInvalid, required: M.tokenInvalid },
};

/** What tests (and the demo tooling) reach of a running alerts module. */
export interface AlertsService {
  /** One pass of the worker: read changes, run jobs, send what is due. */
  tick(now?: Date): Promise<TickResult>;
  /** Replaces the Web Push sender (tests use a fake). */
  useSender(sender: PushSender): void;
}

const services = new WeakMap<DomainEventBus, AlertsService>();

export function alertsOf(app: { events: DomainEventBus }): AlertsService {
  const service = services.get(app.events);
  if (!service) throw new Error('The alerts module is not registered on this app.');
  return service;
}

const DOC = { tags: ['alerts'], security: [{ session: [] }] };
const HtmlPage = Type.String({ description: 'Page HTML en français' });

function tokenFailure(check: Exclude<TokenCheck, { ok: true }>): { status: number; html: string } {
  const text = check.reason === 'expired' ? M.tokenExpired : check.reason === 'used' ? M.tokenUsed : M.tokenInvalid;
  return { status: check.reason === 'invalid' ? 400 : 410, html: messagePage('Lien de désabonnement', text) };
}

/**
 * Match alerts (issue 19): settings per person and per home, the one-click unsubscribe link, and
 * the worker that finds and sends alerts off the request path.
 */
const alertsModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const keys = await ensureVapidKeys(db);
  let sender: PushSender = webPushSender(keys, vapidSubject(config));
  const ctx: SendContext = {
    db,
    config,
    mailer: app.mailer,
    log: app.log,
    get sender() {
      return sender;
    },
  };
  // From now on, what changes is new to alerts (what existed before is not announced).
  await startCursor(db);
  let running: Promise<TickResult> | null = null;
  const runTick = (now?: Date, pace?: Pace): Promise<TickResult> => {
    // One tick at a time in this process (the timer and a test's manual tick).
    const next = (running ?? Promise.resolve(null)).catch(() => null).then(() => tick(ctx, now, pace));
    running = next;
    return next.finally(() => {
      if (running === next) running = null;
    });
  };
  services.set(app.events, {
    tick: runTick,
    useSender(next) {
      sender = next;
    },
  });
  if (config.alerts.worker) {
    // The timer's ticks run at low priority: in slices, giving way to the requests being served.
    const pace = createPace({ busy: () => app.inFlight.count() > 0 });
    const stop = startWorker(() => runTick(undefined, pace), config.alerts.intervalMs, (err) => app.log.error({ err }, 'alerts tick failed'));
    app.addHook('onClose', async () => stop());
  }

  const errorHandler = fieldErrorHandler(ALERTS_FIELD_TEXTS);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // RFC 8058: the one-click POST comes as a form (List-Unsubscribe=One-Click); its body says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  async function loadHome(request: FastifyRequest): Promise<void> {
    const id = idBeforeValidation((request.params as { id?: unknown }).id, 'Logement introuvable.');
    if (id === null) return;
    await homeForAlerts(db, request.user!, id);
  }

  app.route({
    ...contractRoute(ROUTES['alerts.settings'], { ...DOC, summary: 'Mes alertes sur les nouvelles annonces compatibles' }),
    onRequest: app.requireUser,
    handler: async (request) => userSettings(db, request.user!.id),
  });

  app.route({
    ...contractRoute(ROUTES['alerts.updateSettings'], {
      ...DOC,
      summary: 'Changer mes alertes (seuil, fréquence par push et par e-mail)',
      description: "Mise à jour partielle. Fréquences : immediate (immédiate), daily (quotidienne, 18 h), never (jamais). Seuil : 0 à 100 %.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request) => updateUserSettings(db, request.user!.id, request.body),
  });

  app.route({
    ...contractRoute(ROUTES['alerts.homeSettings'], {
      ...DOC,
      summary: "Mes alertes sur les nouveaux profils compatibles avec ce logement",
      description: 'Réservé aux propriétaires du logement et au gestionnaire qui a son agenda (SPEC 6).',
    }),
    onRequest: app.requireUser,
    preValidation: loadHome,
    errorHandler,
    handler: async (request) => ({ home_id: request.params.id, ...(await homeSettings(db, request.params.id, request.user!.id)) }),
  });

  app.route({
    ...contractRoute(ROUTES['alerts.updateHomeSettings'], {
      ...DOC,
      summary: 'Changer mes alertes pour ce logement',
      description: 'Mise à jour partielle, mêmes valeurs que /alerts/settings. Réservé aux propriétaires du logement et au gestionnaire qui a son agenda.',
    }),
    onRequest: app.requireUser,
    preValidation: loadHome,
    errorHandler,
    handler: async (request) => ({ home_id: request.params.id, ...(await updateHomeSettings(db, request.params.id, request.user!.id, request.body)) }),
  });

  /** The token of an unsubscribe link, read the same way by the page and by the one-click POST. */
  const readLinkToken = async (token: string) => (token.length > 2000 ? ({ ok: false, reason: 'invalid' } as const) : readToken(db, token));

  app.get(
    '/alerts/unsubscribe',
    {
      errorHandler,
      schema: {
        tags: ['alerts'],
        produces: ['text/html'],
        summary: 'Page de désabonnement (lien des e-mails) : ne change rien, propose le bouton',
        querystring: UnsubscribeQuery,
        response: { ...errorResponses, 200: HtmlPage },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const token = request.query.token ?? '';
      const check = await readLinkToken(token);
      if (!check.ok) {
        const failure = tokenFailure(check);
        return reply.code(failure.status).send(failure.html);
      }
      const what = check.claims.scope === 'user' ? 'les alertes sur les nouvelles annonces compatibles' : 'les alertes sur les nouveaux profils compatibles avec ce logement';
      return confirmPage(token, what);
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      errorHandler,
      schema: {
        tags: ['alerts'],
        produces: ['text/html'],
        consumes: ['application/x-www-form-urlencoded'],
        summary: 'Désabonnement en un clic (RFC 8058), sans connexion : coupe les alertes par e-mail du réglage du lien',
        description: 'Le jeton, signé, vaut pour un seul réglage, 60 jours, une seule fois. Un jeton modifié, expiré ou déjà utilisé ne change rien.',
        querystring: UnsubscribeQuery,
        response: { ...errorResponses, 200: HtmlPage },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const token = request.query.token ?? '';
      const check = await readLinkToken(token);
      if (!check.ok) {
        const failure = tokenFailure(check);
        return reply.code(failure.status).send(failure.html);
      }
      if (!(await spendToken(db, check.claims))) {
        const failure = tokenFailure({ ok: false, reason: 'used' });
        return reply.code(failure.status).send(failure.html);
      }
      const { userId, scope } = check.claims;
      const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (user) {
        if (scope === 'user') await updateUserSettings(db, userId, { email_frequency: 'never' });
        else {
          const homeId = Number(scope.slice('home:'.length));
          const home = await db.selectFrom('homes').select('id').where('id', '=', homeId).executeTakeFirst();
          if (home) await updateHomeSettings(db, homeId, userId, { email_frequency: 'never' });
        }
      }
      return messagePage('Désabonnement confirmé', M.unsubscribed);
    },
  );
};

export default alertsModule;
