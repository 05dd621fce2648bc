import { TENANT_SPACE_ROUTES as ROUTES } from '@coloc/contract/tenant-space/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import type { HomeRow, RentPaymentRow, TenancyRow } from '../../db/types';
import { forbidden, HttpError } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { homeAccess } from '../homes';
import { parisDate } from '../../lib/dates';
import { endDueTenancies, ensureRentLines } from '../rentals';
import { TENANT_SPACE_MESSAGES as M } from './messages';
import { splitDue, toCents } from './money';
import { receiptPdfData, renderReceiptPdf } from './receipt-pdf';
import { DOC_TENANT as DOC } from './doc';
import type { RentReceiptObject } from '@coloc/contract/tenant-space/schemas';

type HomeNaming = Pick<HomeRow, 'name' | 'city'>;

/** How a home is named in the tenant's lists: its advert title, else « Logement à Lyon ». */
export function homeName(home: HomeNaming): string {
  const name = home.name?.trim();
  if (name) return name;
  return home.city ? `Logement à ${home.city}` : 'Mon logement';
}

/** A receipt exists for a month paid in full, on the day it was received. */
export function isPaidInFull(line: Pick<RentPaymentRow, 'amount_due' | 'amount_received' | 'received_on'>): boolean {
  return line.amount_due > 0 && line.amount_received >= line.amount_due && line.received_on !== null;
}

export function toReceipt(line: RentPaymentRow, tenancy: Pick<TenancyRow, 'charges'>, home: HomeNaming): RentReceiptObject {
  return {
    rent_payment_id: line.id,
    period: line.period,
    home_name: homeName(home),
    ...splitDue(line.amount_due, tenancy.charges),
    paid_cents: toCents(line.amount_received),
    paid_on: line.received_on,
    pdf_url: isPaidInFull(line) ? `/api/receipts/${line.id}/pdf` : null,
  };
}

/**
 * The caller's rent lines as a tenant (every tenancy linked to their account), newest month first.
 * The lines of running tenancies are brought up to this month first, as gestion does.
 */
export async function tenantReceipts(db: Db, userId: number, today: string): Promise<RentReceiptObject[]> {
  await endDueTenancies(db, { userId }, today);
  const running = await db
    .selectFrom('tenancies')
    .select('home_id')
    .where('tenant_user_id', '=', userId)
    .where('status', '=', 'active')
    .where('start_date', '<=', today)
    .execute();
  for (const homeId of new Set(running.map((t) => t.home_id))) await ensureRentLines(db, homeId, today);
  const rows = await db
    .selectFrom('rent_payments')
    .innerJoin('tenancies', 'tenancies.id', 'rent_payments.tenancy_id')
    .innerJoin('homes', 'homes.id', 'tenancies.home_id')
    .selectAll('rent_payments')
    .select(['tenancies.charges as tenancy_charges', 'homes.name as home_name', 'homes.city as home_city'])
    .where('tenancies.tenant_user_id', '=', userId)
    .orderBy('rent_payments.period', 'desc')
    .orderBy('rent_payments.id', 'desc')
    .execute();
  return rows.map(({ tenancy_charges, home_name, home_city, ...line }) => toReceipt(line, { charges: tenancy_charges }, { name: home_name, city: home_city }));
}

export interface RentLine {
  line: RentPaymentRow;
  tenancy: TenancyRow;
  home: HomeRow;
}

/** A rent line with its tenancy and home: 404 with the module's French text when unknown. */
export async function rentLine(db: Db, id: number): Promise<RentLine> {
  const line = await db.selectFrom('rent_payments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!line) throw new HttpError(404, M.rentNotFound);
  const tenancy = await db.selectFrom('tenancies').selectAll().where('id', '=', line.tenancy_id).executeTakeFirstOrThrow();
  const home = await db.selectFrom('homes').selectAll().where('id', '=', tenancy.home_id).executeTakeFirstOrThrow();
  return { line, tenancy, home };
}

/** Receipts: the tenant's rent lines and the quittance PDF of each month paid in full. */
const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(ROUTES['tenantSpace.receipts'], {
      ...DOC,
      summary: 'Mes loyers de locataire, mois par mois, avec la quittance de chaque mois payé',
      description: 'Les lignes de loyer de toutes les locations rattachées à mon compte, le mois le plus récent en premier. Montants en centimes.',
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tenantReceipts(db, request.user!.id, parisDate());
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantSpace.receiptPdf'], {
      ...DOC,
      summary: 'La quittance de loyer d’un mois, en PDF',
      description:
        "Pour le locataire de cette location et pour les bailleurs du logement ; seulement pour un mois payé en entier (404 sinon). Délivrée gratuitement (loi du 6 juillet 1989, article 21).",
      produces: ['application/pdf'],
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = request.user!;
      const { line, tenancy, home } = await rentLine(db, request.params.id);
      const tenant = tenancy.tenant_user_id === user.id;
      if (!tenant && !(await homeAccess(db, user, home)).landlord) throw forbidden();
      if (!isPaidInFull(line)) throw new HttpError(404, M.receiptUnpaid);
      const receipt = toReceipt(line, tenancy, home);
      const pdf = await renderReceiptPdf(
        await receiptPdfData(db, line, tenancy, home, { rent_cents: receipt.rent_cents, charges_cents: receipt.charges_cents }, parisDate()),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="quittance-${line.period}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};

export default receiptRoutes;
