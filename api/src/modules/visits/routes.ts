// The visit routes: thin handlers that load, ask rules.ts, write through store.ts and answer.
import { VISIT_LIMITS } from '@coloc/contract/visits/limits';
import { VISITS_ROUTES as ROUTES } from '@coloc/contract/visits/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { nowIso } from '../../db';
import type { VisitRow } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { contractRoute } from '../../lib/contract-route';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { idBeforeValidation } from '../../lib/path-id';
import { trimBody } from '../../lib/trim';
import { canAnswerVisits, homesAnsweredBy, isSeeker } from './access';
import { VISIT_MESSAGES as M } from './messages';
import { loadParties, notifyVisit, type VisitEvent } from './notify';
import { checkSlots, chosenSlot, decide, hasTakenPlace, type Side, type VisitAction } from './rules';
import { toVisitConfirmation, toVisitObject, toVisitObjects, parseSlots } from './serialize';
import { confirmOnce, findByTokenHash, findHome, findHost, findVisit, hasOpenVisit, insertRequest, listVisits, transition } from './store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visit named by the URL and the caller's side in it, checked before the body is validated. */
    visitAccess: { visit: VisitRow; side: Side } | null;
  }
}

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];
type ErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

const DOC = { tags: ['visits'], security: [{ session: [] }] };
const conflict = (message: string) => new HttpError(409, message);

export async function visitRoutes(app: TypeboxApp, errorHandler: ErrorHandler): Promise<void> {
  const { db } = app;

  /** preValidation: someone else's visit is a 403 whatever the body; a malformed id is left to params validation. */
  async function loadVisit(request: FastifyRequest): Promise<void> {
    const id = idBeforeValidation((request.params as { id?: unknown }).id, M.notFound);
    if (id === null) return;
    const user = request.user!;
    const visit = await findVisit(db, id);
    if (!visit) throw new HttpError(404, M.notFound);
    if (visit.seeker_id === user.id) {
      request.visitAccess = { visit, side: 'seeker' };
      return;
    }
    const home = await findHome(db, visit.home_id);
    if (home && (await canAnswerVisits(db, user, home))) {
      request.visitAccess = { visit, side: 'host' };
      return;
    }
    throw forbidden();
  }

  /** A bodiless POST (a plain "decline" button) reads as an empty object, so the field messages apply. */
  async function emptyBody(request: FastifyRequest): Promise<void> {
    if (request.body === undefined || request.body === null) request.body = {};
  }

  /** The visit and side of the request, once the rules let that side take the action; the states the update must still find. */
  function allowed(request: FastifyRequest, action: VisitAction) {
    const { visit, side } = request.visitAccess!;
    const decision = decide(action, side, visit.status);
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    return { visit, side, from: decision.from };
  }

  async function move(visit: VisitRow, from: Parameters<typeof transition>[2], changes: Partial<VisitRow>): Promise<VisitRow> {
    const updated = await transition(db, visit.id, from, changes);
    if (!updated) throw conflict(M.changed);
    return updated;
  }

  function slotsOrThrow(raw: readonly string[], now: Date): string[] {
    const checked = checkSlots(raw, now);
    if (!checked.ok) throw badRequest(checked.message);
    return checked.slots;
  }

  async function notify(visit: VisitRow, event: VisitEvent): Promise<void> {
    const parties = await loadParties(db, visit);
    if (parties) notifyVisit(app, parties, event);
  }

  /** Confirms once and tells the host that first time. */
  async function confirm(visit: VisitRow): Promise<VisitRow> {
    const { visit: fresh, first } = await confirmOnce(db, visit.id);
    if (first) await notify(fresh, { kind: 'confirmed' });
    return fresh;
  }

  /** The visit a confirmation link names, while it can still be confirmed (404 unknown, 410 too late). */
  async function visitByToken(token: string): Promise<VisitRow & { starts_at: string }> {
    const visit = await findByTokenHash(db, sha256Hex(token));
    if (!visit || visit.starts_at === null) throw new HttpError(404, M.linkInvalid);
    if (visit.status === 'cancelled' || visit.status === 'declined') throw new HttpError(410, M.linkCancelled);
    if (visit.starts_at <= nowIso()) throw new HttpError(410, M.linkExpired);
    return visit as VisitRow & { starts_at: string };
  }

  app.route({
    ...contractRoute(ROUTES['visits.request'], {
      ...DOC,
      summary: 'Demander une visite (colocataire)',
      description: "1 à 3 créneaux dans les six prochains mois, pour une annonce publiée d'un autre utilisateur. Prévient l'hôte par e-mail.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['message']),
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      if (!isSeeker(user)) throw new HttpError(403, M.seekersOnly);
      const { home_id, message } = request.body;
      const home = await findHome(db, home_id);
      if (!home || (home.published !== 1 && home.user_id !== user.id)) throw new HttpError(404, M.homeNotFound);
      if (home.user_id === user.id) throw new HttpError(403, M.ownHome);
      const host = await findHost(db, home.user_id);
      if (!(await canAnswerVisits(db, host, home))) throw conflict(M.noAgenda);
      const now = new Date();
      const slots = slotsOrThrow(request.body.slots, now);
      if (await hasOpenVisit(db, home.id, user.id, now)) throw conflict(M.alreadyOpen);
      const inserted = await insertRequest(db, { homeId: home.id, seekerId: user.id, hostId: home.user_id, slots, message: message ? message : null }, now);
      await notify(inserted, { kind: 'requested' });
      reply.code(201).header('cache-control', 'no-store');
      return toVisitObject(db, inserted, user.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.list'], {
      ...DOC,
      summary: "Les visites de l'utilisateur, comme visiteur et comme hôte",
      description:
        "Hôte : les visites des logements dont il gère l'agenda (propriétaire, ou gestionnaire avec l'accès agenda de la SPEC 6). `home_id` limite la liste à un de ces logements.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const answered = (await homesAnsweredBy(db, user)).map((home) => home.id);
      const homeId = request.query.home_id;
      if (homeId !== undefined && !answered.includes(homeId)) throw new HttpError(403, M.agendaForbidden);
      const rows = await listVisits(db, homeId !== undefined ? { homeId } : { userId: user.id, answeredHomeIds: answered });
      reply.header('cache-control', 'no-store');
      return toVisitObjects(db, rows, user.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.accept'], {
      ...DOC,
      summary: 'Accepter un créneau',
      description:
        "Par l'hôte quand la visite est demandée (le visiteur reçoit un lien de confirmation), ou par le visiteur quand l'hôte a proposé d'autres créneaux (la visite est alors confirmée).",
    }),
    onRequest: app.requireUser,
    preValidation: [loadVisit, emptyBody],
    errorHandler,
    handler: async (request, reply) => {
      const { visit, side, from } = allowed(request, 'accept');
      const now = new Date();
      const chosen = chosenSlot(request.body.starts_at, parseSlots(visit.slots));
      if (chosen === null) throw badRequest(M.slotNotOffered);
      if (chosen <= nowIso(now)) throw conflict(M.slotGone);
      // A visit less than a day away gets no separate reminder: the answer just sent is one.
      const soon = Date.parse(chosen) - now.getTime() <= VISIT_LIMITS.reminderMs;
      let updated: VisitRow;
      if (side === 'host') {
        const token = randomToken();
        updated = await move(visit, from, {
          status: 'accepted',
          starts_at: chosen,
          confirm_token_hash: sha256Hex(token),
          confirmed_at: null,
          reminder_sent_at: soon ? nowIso(now) : null,
        });
        await notify(updated, { kind: 'accepted-by-host', confirmToken: token });
      } else {
        // Choosing a slot the host offered is the seeker's confirmation: no link to follow.
        updated = await move(visit, from, {
          status: 'accepted',
          starts_at: chosen,
          confirmed_at: nowIso(now),
          reminder_sent_at: soon ? nowIso(now) : null,
        });
        await notify(updated, { kind: 'accepted-by-seeker' });
      }
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, updated, request.user!.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.propose'], {
      ...DOC,
      summary: "Proposer d'autres créneaux (hôte)",
      description: 'Le visiteur choisit ensuite un des créneaux avec /accept.',
    }),
    onRequest: app.requireUser,
    preValidation: [loadVisit, emptyBody, trimBody(['message'])],
    errorHandler,
    handler: async (request, reply) => {
      const { visit, from } = allowed(request, 'propose');
      const slots = slotsOrThrow(request.body.slots, new Date());
      const updated = await move(visit, from, { status: 'proposed', slots: JSON.stringify(slots) });
      await notify(updated, { kind: 'proposed', message: request.body.message || null });
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, updated, request.user!.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.decline'], {
      ...DOC,
      summary: 'Refuser une demande de visite (hôte)',
    }),
    onRequest: app.requireUser,
    preValidation: [loadVisit, emptyBody, trimBody(['message'])],
    errorHandler,
    handler: async (request, reply) => {
      const { visit, from } = allowed(request, 'decline');
      const updated = await move(visit, from, { status: 'declined' });
      await notify(updated, { kind: 'declined', message: request.body.message || null });
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, updated, request.user!.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.cancel'], {
      ...DOC,
      summary: 'Annuler une visite',
      description: "Le visiteur annule sa demande ou une visite acceptée ; l'hôte annule une visite acceptée (une demande, il la refuse). Une visite passée ne s'annule plus.",
    }),
    onRequest: app.requireUser,
    preValidation: [loadVisit, emptyBody, trimBody(['message'])],
    errorHandler,
    handler: async (request, reply) => {
      const { visit, side, from } = allowed(request, 'cancel');
      if (visit.status === 'accepted' && hasTakenPlace(visit.starts_at, nowIso())) throw conflict(M.past);
      const updated = await move(visit, from, { status: 'cancelled' });
      await notify(updated, { kind: 'cancelled', by: side, message: request.body.message || null });
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, updated, request.user!.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.confirm'], {
      ...DOC,
      summary: 'Confirmer sa venue depuis « Mes rendez-vous » (visiteur)',
      description: "Comme le lien de l'e-mail, pour le visiteur connecté. Idempotent ; l'hôte est prévenu la première fois.",
    }),
    onRequest: app.requireUser,
    preValidation: loadVisit,
    errorHandler,
    handler: async (request, reply) => {
      const { visit } = allowed(request, 'confirm');
      if (hasTakenPlace(visit.starts_at, nowIso())) throw conflict(M.past);
      const fresh = await confirm(visit);
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, fresh, request.user!.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.confirmationByToken'], {
      tags: ['visits'],
      summary: 'La visite à confirmer, depuis le lien reçu par e-mail (public)',
      description: '404 pour un lien inconnu, 410 pour une visite annulée ou passée.',
    }),
    errorHandler,
    handler: async (request, reply) => {
      const visit = await visitByToken(request.query.token);
      reply.header('cache-control', 'no-store');
      return toVisitConfirmation(db, visit);
    },
  });

  app.route({
    ...contractRoute(ROUTES['visits.confirmByToken'], {
      tags: ['visits'],
      summary: 'Confirmer sa venue (public, avec le jeton du lien)',
      description: "Idempotent : une visite déjà confirmée garde sa date de confirmation. L'hôte est prévenu la première fois.",
    }),
    errorHandler,
    handler: async (request, reply) => {
      const visit = await visitByToken(request.body.token);
      const fresh = (await confirm(visit)) as VisitRow & { starts_at: string };
      reply.header('cache-control', 'no-store');
      return toVisitConfirmation(db, fresh);
    },
  });
}
