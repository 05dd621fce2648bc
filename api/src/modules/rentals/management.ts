import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso, type Db } from '../../db';
import type { HomeRow, TenancyRow } from '../../db/types';
import { badRequest } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { toRoomObject } from '../homes';
import { landlordHome, ownedByLandlord, type Caller } from './access';
import { addMonths, monthOf, parisDate } from '../../lib/dates';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from './field-texts';
import { roomDisplayName } from './rooms';
import { RENTAL_MESSAGES as M } from './messages';
import { roundCents } from './money';
import type { ManagementOverviewObject } from '@coloc/contract/rentals/schemas';
import {
  checkAvailability,
  checkTenancyDates,
  endDueTenancies,
  ensureRentLines,
  followRentChange,
  statusFor,
  syncHomeLeased,
  toRentPayment,
  toTenancy,
  userIdByEmail,
} from './tenancies';

/** Months of rent lines the overview shows before the current one. */
const PAYMENT_HISTORY_MONTHS = 6;

/** The tenancy running today, else the next one to start. */
function currentOf(tenancies: readonly TenancyRow[], today: string): TenancyRow | null {
  const active = tenancies.filter((t) => t.status === 'active').sort((a, b) => a.start_date.localeCompare(b.start_date));
  return active.find((t) => t.start_date <= today) ?? active[0] ?? null;
}

export async function managementOverview(db: Db, home: HomeRow, today: string): Promise<ManagementOverviewObject> {
  await endDueTenancies(db, { homeId: home.id }, today);
  await ensureRentLines(db, home.id, today);
  const [rooms, tenancies] = await Promise.all([
    db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).orderBy('number').execute(),
    db.selectFrom('tenancies').selectAll().where('home_id', '=', home.id).orderBy('start_date', 'desc').orderBy('id', 'desc').execute(),
  ]);
  const period = monthOf(today);
  const lines =
    tenancies.length === 0
      ? []
      : await db
          .selectFrom('rent_payments')
          .selectAll()
          .where('tenancy_id', 'in', tenancies.map((t) => t.id))
          .orderBy('period', 'desc')
          .orderBy('tenancy_id')
          .execute();
  const activeIds = new Set(tenancies.filter((t) => t.status === 'active').map((t) => t.id));
  const activeLines = lines.filter((line) => activeIds.has(line.tenancy_id));
  const thisMonth = activeLines.filter((line) => line.period === period);
  const sum = (values: number[]) => roundCents(values.reduce((total, value) => total + value, 0));
  const oldest = monthOf(addMonths(today, -PAYMENT_HISTORY_MONTHS));
  const wholeHome = currentOf(tenancies.filter((t) => t.room_id === null), today);
  return {
    home_id: home.id,
    rooms: rooms.map((room) => {
      const tenancy = currentOf(tenancies.filter((t) => t.room_id === room.id), today);
      return { room: toRoomObject(room), display_name: roomDisplayName(room), tenancy: tenancy ? toTenancy(tenancy) : null };
    }),
    whole_home: wholeHome ? toTenancy(wholeHome) : null,
    tenancies: [...tenancies].sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1)).map(toTenancy),
    payments: lines.filter((line) => line.period >= oldest && line.period <= period).map(toRentPayment),
    month: {
      period,
      due: sum(thisMonth.map((line) => line.amount_due)),
      received: sum(thisMonth.map((line) => line.amount_received)),
      late: sum(activeLines.filter((line) => line.period < period).map((line) => Math.max(0, line.amount_due - line.amount_received))),
    },
  };
}

async function roomOfHome(db: Db, homeId: number, roomId: number | null): Promise<void> {
  if (roomId === null) return;
  const room = await db.selectFrom('rooms').select('id').where('id', '=', roomId).where('home_id', '=', homeId).executeTakeFirst();
  if (!room) throw badRequest(M.roomNotInHome);
}

/** Gestion: rooms and who lives there, tenancies, rents due and received (landlords of the home). */
const managementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  async function tenancyForLandlord(user: Caller, id: number): Promise<TenancyRow> {
    const row = await db.selectFrom('tenancies').selectAll().where('id', '=', id).executeTakeFirst();
    return (await ownedByLandlord(db, user, row, M.tenancyNotFound)).row;
  }

  app.route({
    ...contractRoute(ROUTES['rentals.management'], {
      ...DOC,
      summary: 'Gestion locative : occupation des chambres, locataires, loyers dus et reçus',
      description:
        "Pour les bailleurs du logement. Les lignes de loyer manquantes des locations en cours sont créées à la lecture (un mois = loyer + charges, du mois d'entrée au mois en cours) ; une location dont la date de fin est arrivée passe à « ended ».",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      reply.header('cache-control', 'no-store');
      return managementOverview(db, home, parisDate());
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.createTenancy'], {
      ...DOC,
      summary: 'Enregistrer une location (une chambre ou le logement entier)',
      description:
        "La chambre doit appartenir au logement et être libre sur la période ; le logement entier seulement si aucune chambre n'est louée sur la période (409 sinon). Le compte qui a l'adresse e-mail du locataire y est rattaché.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['tenant_name', 'tenant_email']),
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      const body = request.body;
      const today = parisDate();
      const end = body.end_date ?? null;
      checkTenancyDates(body.start_date, end, today);
      await roomOfHome(db, home.id, body.room_id);
      const email = body.tenant_email.toLowerCase();
      const tenantUserId = await userIdByEmail(db, email);
      const row = await db.transaction().execute(async (trx) => {
        await checkAvailability(trx, home.id, body.room_id, { start: body.start_date, end });
        const now = nowIso();
        const inserted = await trx
          .insertInto('tenancies')
          .values({
            home_id: home.id,
            room_id: body.room_id,
            tenant_user_id: tenantUserId,
            tenant_name: body.tenant_name,
            tenant_email: email,
            start_date: body.start_date,
            end_date: end,
            rent: roundCents(body.rent),
            charges: roundCents(body.charges),
            deposit: roundCents(body.deposit),
            status: statusFor(end, today),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await syncHomeLeased(trx, [tenantUserId]);
        return inserted;
      });
      reply.code(201).header('cache-control', 'no-store');
      return toTenancy(row);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.updateTenancy'], {
      ...DOC,
      summary: 'Modifier une location (fin, loyer, charges, locataire…)',
      description:
        "Une date de fin passée ou du jour termine la location. Un changement de loyer ou de charges s'applique aux lignes du mois en cours et suivantes sur lesquelles rien n'a été reçu.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['tenant_name', 'tenant_email']),
    errorHandler,
    handler: async (request, reply) => {
      const tenancy = await tenancyForLandlord(request.user!, request.params.id);
      const body = request.body;
      const today = parisDate();
      const start = body.start_date ?? tenancy.start_date;
      const end = body.end_date === undefined ? tenancy.end_date : body.end_date;
      // A new entry date is checked against today; an old tenancy can still be given its end.
      if (body.start_date !== undefined) checkTenancyDates(start, end, today);
      else if (end !== null && end <= start) throw badRequest(M.endBeforeStart);
      const email = body.tenant_email === undefined ? tenancy.tenant_email : body.tenant_email.toLowerCase();
      const tenantUserId = body.tenant_email === undefined ? tenancy.tenant_user_id : await userIdByEmail(db, email!);
      const row = await db.transaction().execute(async (trx) => {
        if (start !== tenancy.start_date || end !== tenancy.end_date) {
          await checkAvailability(trx, tenancy.home_id, tenancy.room_id, { start, end }, tenancy.id);
        }
        const updated = await trx
          .updateTable('tenancies')
          .set({
            tenant_name: body.tenant_name ?? tenancy.tenant_name,
            tenant_email: email,
            tenant_user_id: tenantUserId,
            start_date: start,
            end_date: end,
            rent: roundCents(body.rent ?? tenancy.rent),
            charges: roundCents(body.charges ?? tenancy.charges),
            deposit: roundCents(body.deposit ?? tenancy.deposit),
            status: statusFor(end, today),
            updated_at: nowIso(),
          })
          .where('id', '=', tenancy.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (updated.rent !== tenancy.rent || updated.charges !== tenancy.charges) await followRentChange(trx, updated, today);
        await syncHomeLeased(trx, [tenancy.tenant_user_id, updated.tenant_user_id]);
        return updated;
      });
      reply.header('cache-control', 'no-store');
      return toTenancy(row);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.deleteTenancy'], {
      ...DOC,
      summary: 'Supprimer une location (saisie par erreur) et ses lignes de loyer',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const tenancy = await tenancyForLandlord(request.user!, request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('rent_payments').where('tenancy_id', '=', tenancy.id).execute();
        await trx.deleteFrom('tenancies').where('id', '=', tenancy.id).execute();
        await syncHomeLeased(trx, [tenancy.tenant_user_id]);
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.saveRentPayment'], {
      ...DOC,
      summary: "Enregistrer ce qui a été reçu pour le loyer d'un mois",
      description: 'Montant de 0 à trois fois le montant dû ; date de réception obligatoire dès qu’un montant est reçu, pas dans le futur.',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const line = await db
        .selectFrom('rent_payments')
        .innerJoin('tenancies', 'tenancies.id', 'rent_payments.tenancy_id')
        .selectAll('rent_payments')
        .select('tenancies.home_id')
        .where('rent_payments.id', '=', request.params.id)
        .executeTakeFirst();
      await ownedByLandlord(db, request.user!, line, M.paymentNotFound);
      const { amount_received: amount, received_on: receivedOn } = request.body;
      if (amount > line!.amount_due * 3) throw badRequest(M.amountTooHigh);
      if (amount > 0 && receivedOn === null) throw badRequest(M.receivedOnRequired);
      if (receivedOn !== null && receivedOn > parisDate()) throw badRequest(M.receivedOnFuture);
      if (receivedOn !== null && receivedOn < '2000-01-01') throw badRequest(M.receivedOnTooOld);
      const updated = await db
        .updateTable('rent_payments')
        .set({ amount_received: roundCents(amount), received_on: amount > 0 ? receivedOn : null, updated_at: nowIso() })
        .where('id', '=', line!.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.header('cache-control', 'no-store');
      return toRentPayment(updated);
    },
  });
};

export default managementRoutes;
