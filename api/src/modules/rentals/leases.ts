import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { nowIso, toBool, toInt, type Db } from '../../db';
import type { HomeRow, LeaseRow, TenancyRow } from '../../db/types';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { homeAccess } from '../homes';
import { segmentOf } from '../visits';
import { landlordHome, sameEmail, type Caller } from './access';
import { parisDate } from '../../lib/dates';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from './field-texts';
import { checkDeposit, checkLeaseKind, checkLeaseStart } from './lease-rules';
import { leasePdfData, renderLeasePdf } from './lease-pdf';
import { leaseAcceptedMail, leaseCancelledMail, leaseSentMail } from './mail';
import { RENTAL_MESSAGES as M } from './messages';
import { roundCents } from './money';
import { shortName } from './people';
import type { LeaseObject } from '@coloc/contract/rentals/schemas';
import { checkAvailability, syncHomeLeased, userIdByEmail } from './tenancies';

const conflict = (message: string) => new HttpError(409, message);

/** Whether the caller is the lease's tenant: the linked account, or the address it was written to. */
export function isLeaseTenant(lease: Pick<LeaseRow, 'tenant_user_id' | 'tenant_email'>, user: Pick<Caller, 'id' | 'email'>): boolean {
  return lease.tenant_user_id === user.id || sameEmail(lease.tenant_email, user.email);
}

/** Leases as the caller sees them; `landlord` says whether the caller runs the homes they belong to. */
export async function toLeases(db: Db, rows: readonly LeaseRow[], viewer: Pick<Caller, 'id' | 'email'>, landlord: boolean): Promise<LeaseObject[]> {
  const ids = [...new Set(rows.map((r) => r.tenant_user_id).filter((id): id is number => id !== null))];
  const emails = [...new Set(rows.filter((r) => r.tenant_user_id === null).map((r) => r.tenant_email.toLowerCase()))];
  const users =
    ids.length + emails.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'email', 'first_name', 'name'])
          .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(emails.length ? [eb('email', 'in', emails)] : [])]))
          .execute();
  return rows.map((row) => {
    const tenant = users.find((u) => (row.tenant_user_id !== null ? u.id === row.tenant_user_id : sameEmail(u.email, row.tenant_email)));
    return {
      id: row.id,
      home_id: row.home_id,
      kind: row.kind,
      room_id: row.room_id,
      start_date: row.start_date,
      duration_months: row.duration_months,
      rent: row.rent,
      charges: row.charges,
      deposit: row.deposit,
      furnished: toBool(row.furnished),
      special_terms: row.special_terms,
      status: row.status,
      tenant: { user_id: tenant?.id ?? null, email: row.tenant_email, first_name: tenant?.first_name ?? null, name: tenant?.name ?? null },
      landlord_accepted_at: row.landlord_accepted_at,
      tenant_accepted_at: row.tenant_accepted_at,
      created_at: row.created_at,
      pdf_url: `/api/leases/${row.id}/pdf`,
      can_accept: landlord ? row.status === 'draft' : row.status === 'sent' && isLeaseTenant(row, viewer),
    };
  });
}

/** The caller's leases as a tenant, once sent to them (drafts stay with the landlord), newest first. */
export async function tenantLeases(db: Db, user: Pick<Caller, 'id' | 'email'>, homeId?: number): Promise<LeaseObject[]> {
  let query = db
    .selectFrom('leases')
    .selectAll()
    .where((eb) => eb.or([eb('tenant_user_id', '=', user.id), eb(sql<string>`lower(tenant_email)`, '=', user.email.toLowerCase())]))
    .where('landlord_accepted_at', 'is not', null);
  if (homeId !== undefined) query = query.where('home_id', '=', homeId);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return toLeases(db, rows, user, false);
}

/**
 * Creates the tenancy the accepted lease describes, or brings the tenant's active one for the same
 * room up to date, so that gestion shows it. Tacit renewal: the tenancy has no end date.
 */
async function tenancyFromLease(trx: Db, lease: LeaseRow, tenant: Caller & { first_name: string; name: string }): Promise<TenancyRow> {
  const now = nowIso();
  let existingQuery = trx
    .selectFrom('tenancies')
    .selectAll()
    .where('home_id', '=', lease.home_id)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('tenant_user_id', '=', tenant.id), eb('tenant_email', '=', tenant.email.toLowerCase())]));
  existingQuery = lease.room_id === null ? existingQuery.where('room_id', 'is', null) : existingQuery.where('room_id', '=', lease.room_id);
  const existing = await existingQuery.orderBy('start_date').limit(1).executeTakeFirst();
  const terms = {
    tenant_user_id: tenant.id,
    tenant_email: tenant.email.toLowerCase(),
    start_date: lease.start_date,
    rent: lease.rent,
    charges: lease.charges,
    deposit: lease.deposit,
    updated_at: now,
  };
  try {
    await checkAvailability(trx, lease.home_id, lease.room_id, { start: lease.start_date, end: existing?.end_date ?? null }, existing?.id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(M.leaseRoomTaken);
    throw error;
  }
  if (existing) return trx.updateTable('tenancies').set(terms).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
  return trx
    .insertInto('tenancies')
    .values({
      ...terms,
      home_id: lease.home_id,
      room_id: lease.room_id,
      tenant_name: `${tenant.first_name} ${tenant.name}`.trim(),
      end_date: null,
      status: 'active',
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Bail: drafted by a landlord, sent (the landlord's acceptance), accepted by the tenant, as a PDF for both. */
const leaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  async function leaseForLandlord(user: Caller, id: number): Promise<{ lease: LeaseRow; home: HomeRow }> {
    const lease = await db.selectFrom('leases').selectAll().where('id', '=', id).executeTakeFirst();
    if (!lease) throw new HttpError(404, M.leaseNotFound);
    return { lease, home: await landlordHome(db, user, lease.home_id) };
  }

  async function freshLease(id: number): Promise<LeaseRow> {
    return db.selectFrom('leases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** Applies a change only if the lease is still in the expected state (two clicks, two tabs). */
  async function transition(trx: Db, lease: LeaseRow, from: LeaseRow['status'], changes: Partial<LeaseRow>, message: string): Promise<void> {
    const result = await trx
      .updateTable('leases')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', lease.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(message);
  }

  app.route({
    ...contractRoute(ROUTES['rentals.homeLeases'], {
      ...DOC,
      summary: 'Baux du logement (bailleurs)',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const home = await landlordHome(db, user, request.params.id);
      const rows = await db.selectFrom('leases').selectAll().where('home_id', '=', home.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      reply.header('cache-control', 'no-store');
      return toLeases(db, rows, user, true);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.createLease'], {
      ...DOC,
      summary: 'Rédiger un bail (brouillon)',
      description:
        "Bail d'une chambre du logement (« room ») ou du logement entier (« whole ») ; durée de 1 à 36 mois ; loyer > 0 ; dépôt de garantie d'au plus un mois de loyer hors charges pour un logement vide, deux pour un meublé (loi du 6 juillet 1989, articles 22 et 25-6).",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['tenant_email', 'special_terms']),
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const home = await landlordHome(db, user, request.params.id);
      const body = request.body;
      checkLeaseKind(body.kind, body.room_id);
      if (body.room_id !== null) {
        const room = await db.selectFrom('rooms').select('id').where('id', '=', body.room_id).where('home_id', '=', home.id).executeTakeFirst();
        if (!room) throw badRequest(M.roomNotInHome);
      }
      checkLeaseStart(body.start_date, parisDate());
      checkDeposit(body.rent, body.deposit, body.furnished);
      const email = body.tenant_email.toLowerCase();
      const now = nowIso();
      const row = await db
        .insertInto('leases')
        .values({
          home_id: home.id,
          kind: body.kind,
          room_id: body.room_id,
          tenant_user_id: await userIdByEmail(db, email),
          tenant_email: email,
          start_date: body.start_date,
          duration_months: body.duration_months,
          rent: roundCents(body.rent),
          charges: roundCents(body.charges),
          deposit: roundCents(body.deposit),
          furnished: toInt(body.furnished),
          special_terms: body.special_terms?.trim() ? body.special_terms.trim() : null,
          status: 'draft',
          created_by: user.id,
          landlord_accepted_at: null,
          tenant_accepted_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201).header('cache-control', 'no-store');
      return (await toLeases(db, [row], user, true))[0]!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.sendLease'], {
      ...DOC,
      summary: 'Envoyer le bail au locataire (vaut acceptation du bailleur)',
      description: "Un brouillon seulement. Le locataire reçoit un e-mail avec le lien vers « Ma co-location », où il l'accepte.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { lease, home } = await leaseForLandlord(user, request.params.id);
      if (lease.status !== 'draft') throw conflict(lease.status === 'cancelled' ? M.leaseCancelled : M.leaseNotDraft);
      await transition(db, lease, 'draft', { status: 'sent', landlord_accepted_at: nowIso() }, M.leaseNotDraft);
      app.mailer.dispatch(leaseSentMail(lease.tenant_email, shortName(user), home, `${config.publicUrl}/users/ma-co-location`));
      reply.header('cache-control', 'no-store');
      return (await toLeases(db, [await freshLease(lease.id)], user, true))[0]!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.acceptLease'], {
      ...DOC,
      summary: 'Accepter un bail (le locataire)',
      description:
        "Le compte dont l'adresse e-mail est celle du bail, quand le bailleur l'a envoyé. La location correspondante est créée (ou mise à jour) dans la gestion du bailleur.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const lease = await db.selectFrom('leases').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!lease) throw new HttpError(404, M.leaseNotFound);
      if (!isLeaseTenant(lease, user)) throw new HttpError(403, M.leaseNotYours);
      if (lease.status !== 'sent') throw conflict(lease.status === 'cancelled' ? M.leaseCancelled : M.leaseNotSent);
      await db.transaction().execute(async (trx) => {
        await transition(trx, lease, 'sent', { status: 'accepted', tenant_accepted_at: nowIso(), tenant_user_id: user.id }, M.leaseNotSent);
        await tenancyFromLease(trx, lease, user);
        await syncHomeLeased(trx, [user.id]);
      });
      const home = await db.selectFrom('homes').selectAll().where('id', '=', lease.home_id).executeTakeFirstOrThrow();
      const landlordId = lease.created_by ?? home.user_id;
      const landlord = await db.selectFrom('users').select(['email', 'first_name', 'type']).where('id', '=', landlordId).executeTakeFirst();
      if (landlord) {
        app.mailer.dispatch(
          leaseAcceptedMail(landlord.email, landlord.first_name, shortName(user), home, `${config.publicUrl}/${segmentOf(landlord)}/gestion?home_id=${home.id}`),
        );
      }
      reply.header('cache-control', 'no-store');
      return (await toLeases(db, [await freshLease(lease.id)], user, false))[0]!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.cancelLease'], {
      ...DOC,
      summary: 'Annuler un bail pas encore accepté (bailleurs)',
      description: "Un bail accepté par les deux parties ne s'annule pas (409). Le locataire est prévenu si le bail lui avait été envoyé.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { lease, home } = await leaseForLandlord(user, request.params.id);
      if (lease.status === 'accepted') throw conflict(M.leaseAccepted);
      if (lease.status === 'cancelled') throw conflict(M.leaseCancelled);
      await transition(db, lease, lease.status, { status: 'cancelled' }, M.leaseAccepted);
      if (lease.status === 'sent') app.mailer.dispatch(leaseCancelledMail(lease.tenant_email, shortName(user), home));
      reply.header('cache-control', 'no-store');
      return (await toLeases(db, [await freshLease(lease.id)], user, true))[0]!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.leasePdf'], {
      ...DOC,
      summary: 'Le bail en PDF',
      description: "Pour les bailleurs du logement et pour le locataire une fois le bail envoyé. Téléchargé en pièce jointe.",
      produces: ['application/pdf'],
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const lease = await db.selectFrom('leases').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!lease) throw new HttpError(404, M.leaseNotFound);
      const home = await db.selectFrom('homes').selectAll().where('id', '=', lease.home_id).executeTakeFirstOrThrow();
      const landlord = (await homeAccess(db, user, home)).landlord;
      if (!landlord && !(isLeaseTenant(lease, user) && lease.landlord_accepted_at !== null)) throw forbidden();
      const pdf = await renderLeasePdf(await leasePdfData(db, lease));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="bail-${lease.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.myLeases'], {
      ...DOC,
      summary: "Mes baux de locataire (envoyés par un bailleur à mon adresse e-mail)",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tenantLeases(db, request.user!);
    },
  });
};

export default leaseRoutes;
