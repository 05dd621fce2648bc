import { TENANT_SPACE_ROUTES as ROUTES } from '@coloc/contract/tenant-space/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isUniqueViolation, nowIso, type Db } from '../../db';
import type { HomeRow, RentPaymentRow } from '../../db/types';
import type { RentRequestsTable } from '../../db/tables/tenant-space';
import { forbidden, HttpError } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { validatedPayee } from '../bank-accounts';
import { homeAccess } from '../homes';
import { landlordHome } from '../rentals';
import { shortName } from '../rentals';
import { landlordIds, leaseAcceptedBy, visitTookPlace } from './facts';
import { rentRequestMail } from './mail';
import { TENANT_SPACE_MESSAGES as M } from './messages';
import { toCents } from './money';
import { homeName, rentLine } from './receipts';
import { decideRentRequest } from './rule';
import { DOC_TENANT as DOC } from './doc';
import type { RentRequestObject } from '@coloc/contract/tenant-space/schemas';

type RequestRow = Omit<RentRequestsTable, 'id'> & { id: number };
type Payee = NonNullable<Awaited<ReturnType<typeof validatedPayee>>>;

const conflict = (message: string) => new HttpError(409, message);

/** What is left to pay on the line while it is open; the amount due once paid. */
function requestStatus(row: Pick<RequestRow, 'status'>, line: Pick<RentPaymentRow, 'amount_due' | 'amount_received'>): RentRequestObject['status'] {
  if (row.status === 'cancelled') return 'cancelled';
  return line.amount_received >= line.amount_due ? 'paid' : 'open';
}

export function toRentRequest(
  row: RequestRow,
  line: Pick<RentPaymentRow, 'id' | 'period' | 'amount_due' | 'amount_received'>,
  home: Pick<HomeRow, 'name' | 'city'>,
  payee: Payee | null,
): RentRequestObject {
  const status = requestStatus(row, line);
  const remaining = Math.max(0, toCents(line.amount_due) - toCents(line.amount_received));
  return {
    id: row.id,
    rent_payment_id: line.id,
    period: line.period,
    amount_cents: status === 'open' ? remaining : toCents(line.amount_due),
    status,
    home_name: homeName(home),
    payee: payee ? { holder_name: payee.holder_name, iban: payee.iban, bic: payee.bic } : null,
    created_at: row.created_at,
  };
}

/**
 * The requests with their rent line and home, newest first. The payee is read when shown: the
 * landlords' SCA-validated account of today (a replaced account is no longer offered, and no
 * account means nothing to pay into).
 */
async function requestsWhere(db: Db, filter: { tenantUserId?: number; homeId?: number }): Promise<RentRequestObject[]> {
  let query = db
    .selectFrom('rent_requests')
    .innerJoin('rent_payments', 'rent_payments.id', 'rent_requests.rent_payment_id')
    .innerJoin('tenancies', 'tenancies.id', 'rent_payments.tenancy_id')
    .innerJoin('homes', 'homes.id', 'tenancies.home_id')
    .selectAll('rent_requests')
    .select([
      'rent_payments.period',
      'rent_payments.amount_due',
      'rent_payments.amount_received',
      'homes.id as home_id',
      'homes.user_id as home_user_id',
      'homes.name as home_name',
      'homes.city as home_city',
    ])
    .where('rent_requests.status', '!=', 'cancelled');
  if (filter.tenantUserId !== undefined) query = query.where('tenancies.tenant_user_id', '=', filter.tenantUserId);
  if (filter.homeId !== undefined) query = query.where('tenancies.home_id', '=', filter.homeId);
  const rows = await query.orderBy('rent_requests.created_at', 'desc').orderBy('rent_requests.id', 'desc').execute();
  const payees = new Map<number, Payee | null>();
  const answers: RentRequestObject[] = [];
  for (const row of rows) {
    if (!payees.has(row.home_id)) payees.set(row.home_id, await validatedPayee(db, await landlordIds(db, { id: row.home_id, user_id: row.home_user_id })));
    const payee = payees.get(row.home_id) ?? null;
    answers.push(
      toRentRequest(
        row,
        { id: row.rent_payment_id, period: row.period, amount_due: row.amount_due, amount_received: row.amount_received },
        { name: row.home_name, city: row.home_city },
        payee,
      ),
    );
  }
  return answers;
}

/** Rent requests: a landlord asks for a month's rent through the platform, under the anti-scam rule. */
const rentRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.route({
    ...contractRoute(ROUTES['tenantSpace.requestRent'], {
      ...DOC,
      summary: "Demander au locataire le paiement du loyer d'un mois (bailleurs)",
      description:
        "Règle anti-arnaque : refusé (409, en français, en nommant chaque condition manquante) tant que le locataire n'a pas visité le logement (visite acceptée dont l'heure est passée), n'a pas accepté de bail pour ce logement, ou qu'aucun bailleur n'a de compte bancaire validé par authentification forte. 409 aussi pour un loyer déjà payé ou déjà demandé. Le locataire est prévenu par e-mail ; les coordonnées bancaires ne sont visibles que sur le site.",
    }),
    onRequest: app.requireUser,
    // It mails the tenant: a landlord has no reason to ask more than a few times a minute.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const user = request.user!;
      const { line, tenancy, home } = await rentLine(db, request.params.id);
      if (!(await homeAccess(db, user, home)).landlord) throw forbidden();
      const open = await db
        .selectFrom('rent_requests')
        .select('id')
        .where('rent_payment_id', '=', line.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      const payee = await validatedPayee(db, await landlordIds(db, home));
      const decision = decideRentRequest({
        rentPaid: line.amount_received >= line.amount_due,
        alreadyRequested: !!open,
        visitTookPlace: await visitTookPlace(db, tenancy.tenant_user_id, home.id),
        leaseAccepted: await leaseAcceptedBy(db, tenancy),
        payeeValidated: payee !== null,
      });
      if (!decision.allowed) throw conflict(decision.reason);
      let row: RequestRow;
      try {
        row = await db
          .insertInto('rent_requests')
          .values({ rent_payment_id: line.id, requested_by: user.id, status: 'open', created_at: nowIso(), cancelled_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // Two clicks at once: the partial unique index keeps one open request.
        if (isUniqueViolation(error)) throw conflict(M.rentAlreadyRequested);
        throw error;
      }
      const answer = toRentRequest(row, line, home, payee);
      const tenant =
        tenancy.tenant_user_id === null ? undefined : await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', tenancy.tenant_user_id).executeTakeFirst();
      const to = tenant?.email ?? tenancy.tenant_email;
      if (to) {
        app.mailer.dispatch(rentRequestMail(to, tenant?.first_name ?? null, shortName(user), home, line.period, answer.amount_cents, `${config.publicUrl}/users/receipts`));
      }
      reply.code(201).header('cache-control', 'no-store');
      return answer;
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantSpace.rentRequests'], {
      ...DOC,
      summary: 'Les loyers que mes bailleurs me demandent, avec le compte vérifié où les payer',
      description:
        "Demandes en cours (« open ») et payées (« paid », dès que le bailleur enregistre le loyer reçu), les plus récentes en premier. Le bénéficiaire est le compte bancaire validé par authentification forte ; null s'il n'y en a plus (ne rien payer alors). Montants en centimes.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requestsWhere(db, { tenantUserId: request.user!.id });
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantSpace.homeRentRequests'], {
      ...DOC,
      summary: 'Les loyers demandés aux locataires du logement (bailleurs)',
      description: 'Demandes en cours et payées, pour la gestion locative.',
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      reply.header('cache-control', 'no-store');
      return requestsWhere(db, { homeId: home.id });
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantSpace.cancelRentRequest'], {
      ...DOC,
      summary: 'Annuler une demande de paiement (bailleurs)',
      description: "Seulement une demande en cours : une demande payée ou déjà annulée donne 409.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const row = await db.selectFrom('rent_requests').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new HttpError(404, M.requestNotFound);
      const { line, home } = await rentLine(db, row.rent_payment_id);
      if (!(await homeAccess(db, request.user!, home)).landlord) throw forbidden();
      if (requestStatus(row, line) !== 'open') throw conflict(M.requestNotOpen);
      const result = await db
        .updateTable('rent_requests')
        .set({ status: 'cancelled', cancelled_at: nowIso() })
        .where('id', '=', row.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw conflict(M.requestNotOpen);
      return reply.code(204).send(null);
    },
  });
};

export default rentRequestRoutes;
