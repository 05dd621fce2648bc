import type { LeaseRow, TenancyRow } from '../../../src/db/types';
import { canAccept, checkCanAccept, checkCanCancel, checkCanSend, isLeaseTenant, mayReadLeasePdf } from '../../../src/modules/rentals/lease-rules';
import { RENTAL_MESSAGES as M } from '../../../src/modules/rentals/messages';
import { buildReport, reportEventsOf, reportSince } from '../../../src/modules/rentals/report-rules';
import {
  availabilityConflict,
  checkRentPayment,
  checkTenancyChange,
  managementOverviewOf,
  missingRentLines,
  statusFor,
} from '../../../src/modules/rentals/tenancy-rules';

// The pure decisions of the module, without an app: what the route tests reach through HTTP.

const TODAY = '2025-06-15';
const NOW = '2025-06-15T10:00:00.000Z';

function tenancy(changes: Partial<TenancyRow>): TenancyRow {
  return {
    id: 1,
    home_id: 7,
    room_id: 3,
    tenant_user_id: null,
    tenant_name: 'Julie Roux',
    tenant_email: 'julie@example.org',
    start_date: '2025-04-10',
    end_date: null,
    rent: 450,
    charges: 50.25,
    deposit: 450,
    status: 'active',
    created_at: NOW,
    updated_at: NOW,
    ...changes,
  };
}

function lease(changes: Partial<LeaseRow>): LeaseRow {
  return {
    id: 9,
    home_id: 7,
    kind: 'room',
    room_id: 3,
    tenant_user_id: null,
    tenant_email: 'Julie@Example.org',
    start_date: TODAY,
    duration_months: 12,
    rent: 450,
    charges: 50,
    deposit: 450,
    furnished: 1,
    special_terms: null,
    status: 'draft',
    created_by: 2,
    landlord_accepted_at: null,
    tenant_accepted_at: null,
    created_at: NOW,
    updated_at: NOW,
    ...changes,
  };
}

const statusOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return { statusCode, message };
  }
};

describe('tenancy rules', () => {
  it('ends a tenancy on its end date, the end date excluded', () => {
    expect(statusFor(null, TODAY)).toBe('active');
    expect(statusFor('2025-06-16', TODAY)).toBe('active');
    expect(statusFor(TODAY, TODAY)).toBe('ended');
  });

  it('lets a room to one tenancy at a time, and the whole home only while no room is let', () => {
    const room3 = { room_id: 3, start_date: '2025-01-01', end_date: '2025-07-01' };
    expect(availabilityConflict(3, { start: '2025-07-01', end: null }, [room3])).toBeNull();
    expect(availabilityConflict(3, { start: '2025-06-30', end: null }, [room3])).toBe(M.roomTaken);
    expect(availabilityConflict(4, { start: '2025-03-01', end: '2025-04-01' }, [room3])).toBeNull();
    expect(availabilityConflict(null, { start: '2025-03-01', end: '2025-04-01' }, [room3])).toBe(M.roomsTaken);
    expect(availabilityConflict(4, { start: '2024-01-01', end: null }, [{ room_id: null, start_date: '2025-01-01', end_date: null }])).toBe(M.wholeHomeTaken);
  });

  it('checks a changed end against the kept entry date only', () => {
    expect(statusOf(() => checkTenancyChange(false, '2010-01-01', '2011-01-01', TODAY))).toBeNull();
    expect(statusOf(() => checkTenancyChange(true, '2010-01-01', '2011-01-01', TODAY))).toEqual({ statusCode: 400, message: M.startTooOld });
    expect(statusOf(() => checkTenancyChange(false, '2025-01-01', '2025-01-01', TODAY))).toEqual({ statusCode: 400, message: M.endBeforeStart });
  });

  it('creates one line per month from the entry month, skipping the existing ones and stopping at the last month', () => {
    const running = tenancy({ id: 1, start_date: '2025-04-10' });
    const leaving = tenancy({ id: 2, start_date: '2025-05-01', end_date: '2025-06-01' });
    const lines = missingRentLines([running, leaving], [{ tenancy_id: 1, period: '2025-05' }], TODAY, NOW);
    expect(lines.map((line) => `${line.tenancy_id}:${line.period}`)).toEqual(['1:2025-04', '1:2025-06', '2:2025-05']);
    expect(lines[0]).toMatchObject({ amount_due: 500.25, amount_received: 0, received_on: null, created_at: NOW });
  });

  it('takes 0 to three times the amount due, dated when something was received', () => {
    expect(statusOf(() => checkRentPayment(1500, TODAY, 500, TODAY))).toBeNull();
    expect(statusOf(() => checkRentPayment(1500.01, TODAY, 500, TODAY))?.message).toBe(M.amountTooHigh);
    expect(statusOf(() => checkRentPayment(10, null, 500, TODAY))?.message).toBe(M.receivedOnRequired);
    expect(statusOf(() => checkRentPayment(0, null, 500, TODAY))).toBeNull();
    expect(statusOf(() => checkRentPayment(10, '2025-06-16', 500, TODAY))?.message).toBe(M.receivedOnFuture);
    expect(statusOf(() => checkRentPayment(10, '1999-12-31', 500, TODAY))?.message).toBe(M.receivedOnTooOld);
  });

  it('sums this month and what is late on active tenancies only', () => {
    const active = tenancy({ id: 1 });
    const ended = tenancy({ id: 2, room_id: null, status: 'ended', end_date: '2025-05-01' });
    const line = (id: number, tenancyId: number, period: string, due: number, received: number) => ({
      id,
      tenancy_id: tenancyId,
      period,
      amount_due: due,
      amount_received: received,
      received_on: received > 0 ? `${period}-05` : null,
      created_at: NOW,
      updated_at: NOW,
    });
    const overview = managementOverviewOf(
      7,
      [{ id: 3, home_id: 7, number: 0, name: null } as never],
      [active, ended],
      [line(1, 1, '2025-06', 500, 100), line(2, 1, '2025-05', 500, 300), line(3, 2, '2025-04', 700, 0), line(4, 1, '2024-11', 500, 0)],
      TODAY,
    );
    expect(overview.month).toEqual({ period: '2025-06', due: 500, received: 100, late: 700 });
    expect(overview.payments.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(overview.whole_home).toBeNull();
    expect(overview.rooms[0]).toMatchObject({ display_name: 'Chambre A', tenancy: { id: 1 } });
  });
});

describe('lease states', () => {
  const tenant = { id: 5, email: 'julie@example.org' };

  it('knows the tenant by linked account or by address', () => {
    expect(isLeaseTenant(lease({}), tenant)).toBe(true);
    expect(isLeaseTenant(lease({ tenant_email: 'other@example.org', tenant_user_id: 5 }), tenant)).toBe(true);
    expect(isLeaseTenant(lease({ tenant_email: 'other@example.org' }), tenant)).toBe(false);
  });

  it('sends drafts, accepts sent leases, cancels anything but accepted ones, with the French 409s', () => {
    expect(statusOf(() => checkCanSend(lease({})))).toBeNull();
    expect(statusOf(() => checkCanSend(lease({ status: 'cancelled' })))).toEqual({ statusCode: 409, message: M.leaseCancelled });
    expect(statusOf(() => checkCanSend(lease({ status: 'sent' })))).toEqual({ statusCode: 409, message: M.leaseNotDraft });
    expect(statusOf(() => checkCanAccept(lease({ status: 'sent' }), tenant))).toBeNull();
    expect(statusOf(() => checkCanAccept(lease({ status: 'sent' }), { id: 6, email: 'x@example.org' }))).toEqual({ statusCode: 403, message: M.leaseNotYours });
    expect(statusOf(() => checkCanAccept(lease({ status: 'draft' }), tenant))).toEqual({ statusCode: 409, message: M.leaseNotSent });
    expect(statusOf(() => checkCanCancel(lease({ status: 'sent' })))).toBeNull();
    expect(statusOf(() => checkCanCancel(lease({ status: 'accepted' })))).toEqual({ statusCode: 409, message: M.leaseAccepted });
  });

  it('shows can_accept and the PDF to the right side', () => {
    expect(canAccept(lease({}), tenant, true)).toBe(true);
    expect(canAccept(lease({}), tenant, false)).toBe(false);
    expect(canAccept(lease({ status: 'sent' }), tenant, false)).toBe(true);
    expect(mayReadLeasePdf(lease({}), tenant, false)).toBe(false);
    expect(mayReadLeasePdf(lease({ landlord_accepted_at: NOW }), tenant, false)).toBe(true);
    expect(mayReadLeasePdf(lease({}), { id: 6, email: 'x@example.org' }, true)).toBe(true);
  });
});

describe('report events', () => {
  it('counts requests and conversations as contacts, except the threads opened to answer a request', () => {
    const events = reportEventsOf({
      views: [{ day: '2025-06-14', count: 4 }],
      requests: [{ created_at: '2025-06-14T08:00:00.000Z' }],
      conversations: [
        { id: 1, created_at: '2025-06-14T09:00:00.000Z' },
        { id: 2, created_at: '2025-06-15T09:00:00.000Z' },
      ],
      answers: [{ conversation_id: 2 }],
      likes: [{ created_at: '2025-06-13T22:30:00.000Z' }],
    });
    const report = buildReport(7, 3, TODAY, events);
    expect(report.series).toEqual([
      { day: '2025-06-13', views: 0, contacts: 0, matches: 0 },
      { day: '2025-06-14', views: 4, contacts: 2, matches: 1 },
      { day: '2025-06-15', views: 0, contacts: 0, matches: 0 },
    ]);
    expect(reportSince('2025-06-13')).toBe('2025-06-12T00:00:00.000Z');
  });
});
