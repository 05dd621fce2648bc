import { NOTIFICATIONS_ROUTES as ROUTES } from '@coloc/contract/notifications/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DomainEventBus } from '../../lib/domain-events';
import { forbidden, unauthorized } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { startDigests } from './digest';
import { pushNewMessage } from './message-push';
import { webPushSender, type PushSender } from './push-sender';
import { PUSH_FIELD_TEXTS } from './field-texts';
import { checkSubscription, deleteSubscription, findSubscription, saveSubscription } from './subscriptions';
import { ensureVapidKeys, vapidSubject } from './vapid';

export { sendUnreadDigests, startDigests, DIGEST_DELAY_MS, DIGEST_INTERVAL_MS } from './digest';
export { pushNewMessage, messagePushPayload, type MessagePushPayload } from './message-push';
export { PushDeliveryError, type PushSender, type PushTarget, type PushOptions } from './push-sender';
export { ensureVapidKeys, vapidSubject, type VapidKeys } from './vapid';
export { webPushSender } from './push-sender';

/** What the rest of the app (and tests) can reach of a running notifications module. */
export interface NotificationsService {
  readonly publicKey: string;
  /** Replaces the Web Push sender (tests use a fake: they never reach a push service). */
  useSender(sender: PushSender): void;
  /** Resolves once the pushes of every message event received so far are done. */
  flush(): Promise<void>;
}

// Keyed by the app's event bus: one per app instance, reachable from the root instance that
// tests hold, whereas a decoration made inside this encapsulated plugin would not be.
const services = new WeakMap<DomainEventBus, NotificationsService>();

export function notificationsOf(app: { events: DomainEventBus }): NotificationsService {
  const service = services.get(app.events);
  if (!service) throw new Error('The notifications module is not registered on this app.');
  return service;
}

const DOC = { tags: ['notifications'] };

const notificationsModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const keys = await ensureVapidKeys(db);
  let sender: PushSender = webPushSender(keys, vapidSubject(config));
  const inFlight = new Set<Promise<unknown>>();

  const stopListening = app.events.on('messageCreated', (event) => {
    const job = pushNewMessage({ db, config, sender, log: app.log }, event)
      .then(() => undefined)
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
    return job;
  });

  async function flush(): Promise<void> {
    // The bus calls listeners on a later tick: let events already emitted reach the listener first.
    await new Promise((resolve) => setImmediate(resolve));
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  services.set(app.events, {
    publicKey: keys.publicKey,
    useSender(next) {
      sender = next;
    },
    flush,
  });

  const stopDigests = startDigests(app);
  app.addHook('onClose', async () => {
    stopListening();
    await stopDigests();
    await flush();
  });

  const errorHandler = fieldErrorHandler(PUSH_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['notifications.publicKey'], { ...DOC, summary: 'Clé publique VAPID pour abonner le navigateur aux notifications' }),
    handler: async (_request, reply) => {
      // Fixed for the life of the installation, but a restored database could bring another one.
      reply.header('cache-control', 'no-cache');
      return { public_key: keys.publicKey };
    },
  });

  app.route({
    ...contractRoute(ROUTES['notifications.subscribe'], {
      ...DOC,
      security: [{ session: [] }],
      summary: "Enregistrer l'abonnement push du navigateur pour l'utilisateur connecté",
      description:
        "Le corps est PushSubscription.toJSON(). Une adresse déjà enregistrée pour un autre compte (appareil partagé) passe à l'utilisateur connecté.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const target = checkSubscription(request.body);
      await saveSubscription(db, request.user!.id, target);
      reply.header('cache-control', 'no-store');
      return { ok: true };
    },
  });

  app.route({
    ...contractRoute(ROUTES['notifications.unsubscribe'], {
      ...DOC,
      security: [{ session: [] }, {}],
      summary: "Supprimer l'abonnement push du navigateur",
      description:
        "Connecté : seulement un abonnement de l'utilisateur (403 sinon). Sans session (juste après la déconnexion), l'abonnement est supprimé si les clés envoyées sont celles enregistrées : seul le navigateur abonné les connaît. Un abonnement inconnu répond aussi { ok: true }.",
    }),
    errorHandler,
    handler: async (request, reply) => {
      const { endpoint, keys: sent } = request.body;
      const stored = await findSubscription(db, endpoint);
      if (stored) {
        const user = request.user;
        if (user) {
          if (stored.user_id !== user.id) throw forbidden();
        } else if (stored.p256dh !== sent.p256dh || stored.auth !== sent.auth) {
          throw unauthorized();
        }
        await deleteSubscription(db, stored.id);
      }
      reply.header('cache-control', 'no-store');
      return { ok: true };
    },
  });
};

export default notificationsModule;
