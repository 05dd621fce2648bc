import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { nowIso } from '../../db';
import type { VisitRow } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { idBeforeValidation } from '../../lib/path-id';
import { errorResponses } from '../../lib/schemas';
import { trimBody } from '../../lib/trim';
import { canAnswerVisits, homesAnsweredBy, isSeeker } from './access';
import { contactRequestRoutes } from './contact-requests';
import { VISIT_MESSAGES as M } from './messages';
import { loadParties, notifyVisit, type VisitEvent } from './notify';
import { startReminders } from './reminders';
import {
  AcceptVisitBody,
  AnswerVisitBody,
  ConfirmBody,
  ConfirmQuery,
  CreateVisitBody,
  ProposeVisitBody,
  VISIT_LIMITS,
  VisitConfirmationSchema,
  VisitIdParams,
  VisitSchema,
  VisitsQuery,
  type VisitStatus,
} from './schemas';
import { toVisitConfirmation, toVisitObject, toVisitObjects, parseSlots } from './serialize';
import { addMonths, normalizeInstant } from './time';

export { sendDueReminders } from './reminders';
export { canAnswerVisits } from './access';
export { displayName, segmentOf } from './notify';
export { coverLink, nameInitial, parseSlots } from './serialize';

type Side = 'seeker' | 'host';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visit named by the URL and the caller's side in it, checked before the body is validated. */
    visitAccess: { visit: VisitRow; side: Side } | null;
  }
}

export const VISIT_FIELD_TEXTS: FieldTexts = {
  id: { invalid: "L'identifiant de la visite est invalide." },
  home_id: { invalid: 'Le logement est invalide.', required: 'Le logement est obligatoire.' },
  slots: {
    invalid: `Proposez entre ${VISIT_LIMITS.slotsMin} et ${VISIT_LIMITS.slotsMax} créneaux, chacun avec une date et une heure.`,
    required: 'Proposez au moins un créneau.',
  },
  starts_at: { invalid: 'Le créneau choisi est invalide.', required: 'Choisissez un créneau.' },
  message: { label: 'Le message', invalid: 'Le message est invalide.' },
  token: { invalid: M.linkIncomplete, required: M.linkIncomplete },
};

const conflict = (message: string) => new HttpError(409, message);

/** Why a visit in a final or accepted state cannot take the action asked. */
function stateConflict(status: VisitStatus): HttpError {
  if (status === 'declined') return conflict(M.declined);
  if (status === 'cancelled') return conflict(M.cancelled);
  if (status === 'accepted') return conflict(M.alreadyAccepted);
  return conflict(M.changed);
}

/** The slots as sorted UTC ISO text, each in the future and within the horizon. */
export function checkSlots(raw: readonly string[], now: Date): string[] {
  const slots = raw.map(normalizeInstant);
  if (slots.some((slot) => slot === null)) throw badRequest(M.slotInvalid);
  const valid = slots as string[];
  if (new Set(valid).size !== valid.length) throw badRequest(M.slotDuplicate);
  if (valid.some((slot) => slot <= nowIso(now))) throw badRequest(M.slotPast);
  const horizon = nowIso(addMonths(now, VISIT_LIMITS.horizonMonths));
  if (valid.some((slot) => slot > horizon)) throw badRequest(M.slotTooFar);
  return [...valid].sort();
}

const DOC = { tags: ['visits'], security: [{ session: [] }] };

const visitsModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(VISIT_FIELD_TEXTS);
  app.decorateRequest('visitAccess', null);

  const stopReminders = startReminders(app);
  app.addHook('onClose', async () => stopReminders());

  /** preValidation: someone else's visit is a 403 whatever the body; a malformed id is left to params validation. */
  async function loadVisit(request: FastifyRequest): Promise<void> {
    const id = idBeforeValidation((request.params as { id?: unknown }).id, M.notFound);
    if (id === null) return;
    const user = request.user!;
    const visit = await db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!visit) throw new HttpError(404, M.notFound);
    if (visit.seeker_id === user.id) {
      request.visitAccess = { visit, side: 'seeker' };
      return;
    }
    const home = await db.selectFrom('homes').selectAll().where('id', '=', visit.home_id).executeTakeFirst();
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

  /**
   * Applies a change only if the visit is still in one of the expected states, so that two
   * answers crossing each other (the host declines while the seeker cancels) never both win.
   */
  async function transition(visit: VisitRow, expected: readonly VisitStatus[], changes: Partial<VisitRow>): Promise<VisitRow> {
    const result = await db
      .updateTable('visits')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', visit.id)
      .where('status', 'in', [...expected])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(M.changed);
    return db.selectFrom('visits').selectAll().where('id', '=', visit.id).executeTakeFirstOrThrow();
  }

  async function notify(visit: VisitRow, event: VisitEvent): Promise<void> {
    const parties = await loadParties(db, visit);
    if (parties) notifyVisit(app, parties, event);
  }

  app.post(
    '/visits',
    {
      onRequest: app.requireUser,
      preValidation: trimBody(['message']),
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Demander une visite (colocataire)',
        description: "1 à 3 créneaux dans les six prochains mois, pour une annonce publiée d'un autre utilisateur. Prévient l'hôte par e-mail.",
        body: CreateVisitBody,
        response: { 201: VisitSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!isSeeker(user)) throw new HttpError(403, M.seekersOnly);
      const { home_id, message } = request.body;
      const home = await db.selectFrom('homes').selectAll().where('id', '=', home_id).executeTakeFirst();
      if (!home || (home.published !== 1 && home.user_id !== user.id)) throw new HttpError(404, M.homeNotFound);
      if (home.user_id === user.id) throw new HttpError(403, M.ownHome);
      const host = await db.selectFrom('users').select(['id', 'type']).where('id', '=', home.user_id).executeTakeFirstOrThrow();
      if (!(await canAnswerVisits(db, host, home))) throw conflict(M.noAgenda);
      const now = new Date();
      const slots = checkSlots(request.body.slots, now);
      const open = await db
        .selectFrom('visits')
        .select('id')
        .where('home_id', '=', home.id)
        .where('seeker_id', '=', user.id)
        .where((eb) =>
          eb.or([eb('status', 'in', ['requested', 'proposed']), eb.and([eb('status', '=', 'accepted'), eb('starts_at', '>', nowIso(now))])]),
        )
        .executeTakeFirst();
      if (open) throw conflict(M.alreadyOpen);
      const inserted = await db
        .insertInto('visits')
        .values({
          home_id: home.id,
          seeker_id: user.id,
          host_id: home.user_id,
          status: 'requested',
          slots: JSON.stringify(slots),
          starts_at: null,
          message: message ? message : null,
          confirm_token_hash: null,
          confirmed_at: null,
          reminder_sent_at: null,
          created_at: nowIso(now),
          updated_at: nowIso(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await notify(inserted, { kind: 'requested' });
      reply.code(201).header('cache-control', 'no-store');
      return toVisitObject(db, inserted, user.id);
    },
  );

  app.get(
    '/visits',
    {
      onRequest: app.requireUser,
      errorHandler,
      schema: {
        ...DOC,
        summary: "Les visites de l'utilisateur, comme visiteur et comme hôte",
        description:
          "Hôte : les visites des logements dont il gère l'agenda (propriétaire, ou gestionnaire avec l'accès agenda de la SPEC 6). `home_id` limite la liste à un de ces logements.",
        querystring: VisitsQuery,
        response: { 200: Type.Array(VisitSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const answered = (await homesAnsweredBy(db, user)).map((home) => home.id);
      const homeId = request.query.home_id;
      let query = db.selectFrom('visits').selectAll();
      if (homeId !== undefined) {
        if (!answered.includes(homeId)) throw new HttpError(403, M.agendaForbidden);
        query = query.where('home_id', '=', homeId);
      } else {
        query = query.where((eb) => (answered.length > 0 ? eb.or([eb('seeker_id', '=', user.id), eb('home_id', 'in', answered)]) : eb('seeker_id', '=', user.id)));
      }
      const rows = await query.orderBy('id', 'desc').limit(500).execute();
      reply.header('cache-control', 'no-store');
      return toVisitObjects(db, rows, user.id);
    },
  );

  app.post(
    '/visits/:id/accept',
    {
      onRequest: app.requireUser,
      preValidation: [loadVisit, emptyBody],
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Accepter un créneau',
        description:
          "Par l'hôte quand la visite est demandée (le visiteur reçoit un lien de confirmation), ou par le visiteur quand l'hôte a proposé d'autres créneaux (la visite est alors confirmée).",
        params: VisitIdParams,
        body: AcceptVisitBody,
        response: { 200: VisitSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { visit, side } = request.visitAccess!;
      const now = new Date();
      const expected: VisitStatus = side === 'host' ? 'requested' : 'proposed';
      if (visit.status !== expected) {
        if (side === 'host' && visit.status === 'proposed') throw conflict(M.hostMustWait);
        if (side === 'seeker' && visit.status === 'requested') throw conflict(M.seekerMustWait);
        throw stateConflict(visit.status);
      }
      const chosen = normalizeInstant(request.body.starts_at);
      if (chosen === null || !parseSlots(visit.slots).includes(chosen)) throw badRequest(M.slotNotOffered);
      if (chosen <= nowIso(now)) throw conflict(M.slotGone);
      // A visit less than a day away gets no separate reminder: the answer just sent is one.
      const soon = Date.parse(chosen) - now.getTime() <= VISIT_LIMITS.reminderMs;
      let updated: VisitRow;
      if (side === 'host') {
        const token = randomToken();
        updated = await transition(visit, [expected], {
          status: 'accepted',
          starts_at: chosen,
          confirm_token_hash: sha256Hex(token),
          confirmed_at: null,
          reminder_sent_at: soon ? nowIso(now) : null,
        });
        await notify(updated, { kind: 'accepted-by-host', confirmToken: token });
      } else {
        // Choosing a slot the host offered is the seeker's confirmation: no link to follow.
        updated = await transition(visit, [expected], {
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
  );

  app.post(
    '/visits/:id/propose',
    {
      onRequest: app.requireUser,
      preValidation: [loadVisit, emptyBody, trimBody(['message'])],
      errorHandler,
      schema: {
        ...DOC,
        summary: "Proposer d'autres créneaux (hôte)",
        description: 'Le visiteur choisit ensuite un des créneaux avec /accept.',
        params: VisitIdParams,
        body: ProposeVisitBody,
        response: { 200: VisitSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { visit, side } = request.visitAccess!;
      if (side !== 'host') throw new HttpError(403, M.hostOnlyPropose);
      if (visit.status !== 'requested' && visit.status !== 'proposed') throw stateConflict(visit.status);
      const slots = checkSlots(request.body.slots, new Date());
      const updated = await transition(visit, ['requested', 'proposed'], { status: 'proposed', slots: JSON.stringify(slots) });
      await notify(updated, { kind: 'proposed', message: request.body.message || null });
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, updated, request.user!.id);
    },
  );

  app.post(
    '/visits/:id/decline',
    {
      onRequest: app.requireUser,
      preValidation: [loadVisit, emptyBody, trimBody(['message'])],
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Refuser une demande de visite (hôte)',
        params: VisitIdParams,
        body: AnswerVisitBody,
        response: { 200: VisitSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { visit, side } = request.visitAccess!;
      if (side !== 'host') throw new HttpError(403, M.hostOnlyDecline);
      if (visit.status === 'accepted') throw conflict(M.acceptedUseCancel);
      if (visit.status !== 'requested' && visit.status !== 'proposed') throw stateConflict(visit.status);
      const updated = await transition(visit, ['requested', 'proposed'], { status: 'declined' });
      await notify(updated, { kind: 'declined', message: request.body.message || null });
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, updated, request.user!.id);
    },
  );

  app.post(
    '/visits/:id/cancel',
    {
      onRequest: app.requireUser,
      preValidation: [loadVisit, emptyBody, trimBody(['message'])],
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Annuler une visite',
        description: "Le visiteur annule sa demande ou une visite acceptée ; l'hôte annule une visite acceptée (une demande, il la refuse). Une visite passée ne s'annule plus.",
        params: VisitIdParams,
        body: AnswerVisitBody,
        response: { 200: VisitSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { visit, side } = request.visitAccess!;
      const allowed: VisitStatus[] = side === 'seeker' ? ['requested', 'proposed', 'accepted'] : ['accepted'];
      if (!allowed.includes(visit.status)) {
        if (side === 'host' && (visit.status === 'requested' || visit.status === 'proposed')) throw conflict(M.hostDeclinesRequests);
        throw stateConflict(visit.status);
      }
      if (visit.status === 'accepted' && visit.starts_at !== null && visit.starts_at <= nowIso()) throw conflict(M.past);
      const updated = await transition(visit, allowed, { status: 'cancelled' });
      await notify(updated, { kind: 'cancelled', by: side, message: request.body.message || null });
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, updated, request.user!.id);
    },
  );

  app.post(
    '/visits/:id/confirm',
    {
      onRequest: app.requireUser,
      preValidation: loadVisit,
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Confirmer sa venue depuis « Mes rendez-vous » (visiteur)',
        description: "Comme le lien de l'e-mail, pour le visiteur connecté. Idempotent ; l'hôte est prévenu la première fois.",
        params: VisitIdParams,
        response: { 200: VisitSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { visit, side } = request.visitAccess!;
      if (side !== 'seeker') throw new HttpError(403, M.seekerOnlyConfirm);
      if (visit.status !== 'accepted') {
        if (visit.status === 'requested' || visit.status === 'proposed') throw conflict(M.notAcceptedYet);
        throw stateConflict(visit.status);
      }
      if (visit.starts_at !== null && visit.starts_at <= nowIso()) throw conflict(M.past);
      const fresh = await confirmOnce(visit);
      reply.header('cache-control', 'no-store');
      return toVisitObject(db, fresh, request.user!.id);
    },
  );

  /** Sets confirmed_at the first time only, and tells the host that first time. */
  async function confirmOnce(visit: VisitRow): Promise<VisitRow> {
    const result = await db
      .updateTable('visits')
      .set({ confirmed_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', visit.id)
      .where('status', '=', 'accepted')
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    const fresh = await db.selectFrom('visits').selectAll().where('id', '=', visit.id).executeTakeFirstOrThrow();
    if (Number(result.numUpdatedRows) > 0) await notify(fresh, { kind: 'confirmed' });
    return fresh;
  }

  /** The visit a confirmation link names, while it can still be confirmed (404 unknown, 410 too late). */
  async function visitByToken(token: string): Promise<VisitRow & { starts_at: string }> {
    const visit = await db.selectFrom('visits').selectAll().where('confirm_token_hash', '=', sha256Hex(token)).executeTakeFirst();
    if (!visit || visit.starts_at === null) throw new HttpError(404, M.linkInvalid);
    if (visit.status === 'cancelled' || visit.status === 'declined') throw new HttpError(410, M.linkCancelled);
    if (visit.starts_at <= nowIso()) throw new HttpError(410, M.linkExpired);
    return visit as VisitRow & { starts_at: string };
  }

  app.get(
    '/visits/confirm',
    {
      errorHandler,
      schema: {
        tags: ['visits'],
        summary: 'La visite à confirmer, depuis le lien reçu par e-mail (public)',
        description: '404 pour un lien inconnu, 410 pour une visite annulée ou passée.',
        querystring: ConfirmQuery,
        response: { 200: VisitConfirmationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const visit = await visitByToken(request.query.token);
      reply.header('cache-control', 'no-store');
      return toVisitConfirmation(db, visit);
    },
  );

  app.post(
    '/visits/confirm',
    {
      errorHandler,
      schema: {
        tags: ['visits'],
        summary: 'Confirmer sa venue (public, avec le jeton du lien)',
        description: "Idempotent : une visite déjà confirmée garde sa date de confirmation. L'hôte est prévenu la première fois.",
        body: ConfirmBody,
        response: { 200: VisitConfirmationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const visit = await visitByToken(request.body.token);
      const fresh = (await confirmOnce(visit)) as VisitRow & { starts_at: string };
      reply.header('cache-control', 'no-store');
      return toVisitConfirmation(db, fresh);
    },
  );

  await contactRequestRoutes(app, errorHandler);
};

export default visitsModule;
