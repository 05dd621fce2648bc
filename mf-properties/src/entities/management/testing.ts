// Test data of rental management (imported by tests only).
import type { ManagementOverview, RentPayment, Room, Tenancy } from '@coloc/shared';

export const HOME_ID = 31;

export function makeRoom(extra: Partial<Room> = {}): Room {
  return {
    id: 1,
    number: 0,
    name: 'chambre bleue',
    rent: 450,
    charges: 50,
    surface: 12,
    available_from: null,
    furnished: true,
    private_bathroom: false,
    private_toilets: false,
    ...extra,
  };
}

export function makeTenancy(extra: Partial<Tenancy> = {}): Tenancy {
  return {
    id: 7,
    home_id: HOME_ID,
    room_id: 1,
    tenant_user_id: 55,
    tenant_name: 'Julie Roux',
    tenant_email: 'julie.roux@exemple.fr',
    start_date: '2026-01-01',
    end_date: null,
    rent: 450,
    charges: 50,
    deposit: 900,
    status: 'active',
    ...extra,
  };
}

export function makePayment(extra: Partial<RentPayment> = {}): RentPayment {
  return { id: 70, tenancy_id: 7, period: '2026-03', amount_due: 500, amount_received: 0, received_on: null, ...extra };
}

export function makeOverview(extra: Partial<ManagementOverview> = {}): ManagementOverview {
  const tenancy = makeTenancy();
  return {
    home_id: HOME_ID,
    rooms: [
      { room: makeRoom(), display_name: 'Chambre bleue', tenancy },
      { room: makeRoom({ id: 2, number: 1, name: null, rent: 400, charges: 40 }), display_name: 'Chambre B', tenancy: null },
    ],
    whole_home: null,
    tenancies: [tenancy],
    payments: [makePayment({ id: 71, period: '2026-03' }), makePayment({ id: 70, period: '2026-02', amount_received: 500, received_on: '2026-02-03' })],
    month: { period: '2026-03', due: 500, received: 0, late: 0 },
    ...extra,
  };
}
