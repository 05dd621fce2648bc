import type { ManagementOverviewObject, TenancyInputValue, TenancyUpdateValue } from '@coloc/contract/rentals/schemas';
import { nowIso, type Db } from '../../db';
import type { HomeRow, TenancyRow } from '../../db/types';
import { badRequest } from '../../lib/errors';
import { RENTAL_MESSAGES as M } from './messages';
import { roundCents } from './money';
import { roomInHome, roomsOfHome } from './store/homes';
import { userIdByEmail } from './store/people';
import { deleteTenancy, insertTenancy, rentLinesOf, syncHomeLeased, tenanciesOfHome, updateTenancy } from './store/tenancies';
import { checkAvailability, endDueTenancies, ensureRentLines, followRentChange } from './tenancies';
import { checkTenancyChange, checkTenancyDates, managementOverviewOf, statusFor } from './tenancy-rules';

/*
 * Gestion: the overview a landlord reads, and the writes on tenancies that keep users.home_leased
 * and the rent lines in step (each in one transaction).
 */

export async function managementOverview(db: Db, home: HomeRow, today: string): Promise<ManagementOverviewObject> {
  await endDueTenancies(db, { homeId: home.id }, today);
  await ensureRentLines(db, home.id, today);
  const [rooms, tenancies] = await Promise.all([roomsOfHome(db, home.id), tenanciesOfHome(db, home.id)]);
  const lines = await rentLinesOf(db, tenancies.map((t) => t.id));
  return managementOverviewOf(home.id, rooms, tenancies, lines, today);
}

/** 400 when the room is not one of the home's (null: the whole home). */
export async function checkRoomOfHome(db: Db, homeId: number, roomId: number | null): Promise<void> {
  if (roomId === null) return;
  if (!(await roomInHome(db, homeId, roomId))) throw badRequest(M.roomNotInHome);
}

export async function createTenancy(db: Db, home: HomeRow, body: TenancyInputValue, today: string): Promise<TenancyRow> {
  const end = body.end_date ?? null;
  checkTenancyDates(body.start_date, end, today);
  await checkRoomOfHome(db, home.id, body.room_id);
  const email = body.tenant_email.toLowerCase();
  const tenantUserId = await userIdByEmail(db, email);
  return db.transaction().execute(async (trx) => {
    await checkAvailability(trx, home.id, body.room_id, { start: body.start_date, end });
    const now = nowIso();
    const inserted = await insertTenancy(trx, {
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
    });
    await syncHomeLeased(trx, [tenantUserId]);
    return inserted;
  });
}

export async function changeTenancy(db: Db, tenancy: TenancyRow, body: TenancyUpdateValue, today: string): Promise<TenancyRow> {
  const start = body.start_date ?? tenancy.start_date;
  const end = body.end_date === undefined ? tenancy.end_date : body.end_date;
  checkTenancyChange(body.start_date !== undefined, start, end, today);
  const email = body.tenant_email === undefined ? tenancy.tenant_email : body.tenant_email.toLowerCase();
  const tenantUserId = body.tenant_email === undefined ? tenancy.tenant_user_id : await userIdByEmail(db, email!);
  return db.transaction().execute(async (trx) => {
    if (start !== tenancy.start_date || end !== tenancy.end_date) {
      await checkAvailability(trx, tenancy.home_id, tenancy.room_id, { start, end }, tenancy.id);
    }
    const updated = await updateTenancy(trx, tenancy.id, {
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
    });
    if (updated.rent !== tenancy.rent || updated.charges !== tenancy.charges) await followRentChange(trx, updated, today);
    await syncHomeLeased(trx, [tenancy.tenant_user_id, updated.tenant_user_id]);
    return updated;
  });
}

/** A tenancy recorded by mistake goes with its rent lines. */
export async function removeTenancy(db: Db, tenancy: TenancyRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteTenancy(trx, tenancy.id);
    await syncHomeLeased(trx, [tenancy.tenant_user_id]);
  });
}
