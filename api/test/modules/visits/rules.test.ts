// The visits state machine as a table: every action × side × state gets the answer the routes
// gave before the table existed (api/test/modules/visits/visits.test.ts covers them end to end).
import { VISIT_STATUSES, type VisitStatus } from '@coloc/contract/visits/limits';
import { VISIT_MESSAGES as M } from '../../../src/modules/visits/messages';
import { checkSlots, decide, type Side, type VisitAction } from '../../../src/modules/visits/rules';

const ok = (...from: VisitStatus[]) => ({ ok: true, from });
const conflict = (message: string) => ({ ok: false, status: 409, message });
const forbidden = (message: string) => ({ ok: false, status: 403, message });

const EXPECTED: Record<VisitAction, Record<Side, Record<VisitStatus, object>>> = {
  accept: {
    host: { requested: ok('requested'), proposed: conflict(M.hostMustWait), accepted: conflict(M.alreadyAccepted), declined: conflict(M.declined), cancelled: conflict(M.cancelled) },
    seeker: { requested: conflict(M.seekerMustWait), proposed: ok('proposed'), accepted: conflict(M.alreadyAccepted), declined: conflict(M.declined), cancelled: conflict(M.cancelled) },
  },
  propose: {
    host: { requested: ok('requested', 'proposed'), proposed: ok('requested', 'proposed'), accepted: conflict(M.alreadyAccepted), declined: conflict(M.declined), cancelled: conflict(M.cancelled) },
    seeker: Object.fromEntries(VISIT_STATUSES.map((status) => [status, forbidden(M.hostOnlyPropose)])) as Record<VisitStatus, object>,
  },
  decline: {
    host: { requested: ok('requested', 'proposed'), proposed: ok('requested', 'proposed'), accepted: conflict(M.acceptedUseCancel), declined: conflict(M.declined), cancelled: conflict(M.cancelled) },
    seeker: Object.fromEntries(VISIT_STATUSES.map((status) => [status, forbidden(M.hostOnlyDecline)])) as Record<VisitStatus, object>,
  },
  cancel: {
    host: { requested: conflict(M.hostDeclinesRequests), proposed: conflict(M.hostDeclinesRequests), accepted: ok('accepted'), declined: conflict(M.declined), cancelled: conflict(M.cancelled) },
    seeker: {
      requested: ok('requested', 'proposed', 'accepted'),
      proposed: ok('requested', 'proposed', 'accepted'),
      accepted: ok('requested', 'proposed', 'accepted'),
      declined: conflict(M.declined),
      cancelled: conflict(M.cancelled),
    },
  },
  confirm: {
    host: Object.fromEntries(VISIT_STATUSES.map((status) => [status, forbidden(M.seekerOnlyConfirm)])) as Record<VisitStatus, object>,
    seeker: { requested: conflict(M.notAcceptedYet), proposed: conflict(M.notAcceptedYet), accepted: ok('accepted'), declined: conflict(M.declined), cancelled: conflict(M.cancelled) },
  },
};

describe('visit rules', () => {
  const cases = Object.entries(EXPECTED).flatMap(([action, bySide]) =>
    Object.entries(bySide).flatMap(([side, byStatus]) => Object.entries(byStatus).map(([status, expected]) => [action, side, status, expected] as const)),
  );

  it.each(cases)('%s by the %s of a %s visit', (action, side, status, expected) => {
    expect(decide(action as VisitAction, side as Side, status as VisitStatus)).toEqual(expected);
  });

  it('checks proposed slots and sorts them as UTC text', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(checkSlots(['2026-03-05T10:00:00+01:00', '2026-03-04T10:00:00Z'], now)).toEqual({ ok: true, slots: ['2026-03-04T10:00:00.000Z', '2026-03-05T09:00:00.000Z'] });
    expect(checkSlots(['2026-03-05T10:00:00+01:00', '2026-03-05T09:00:00Z'], now)).toEqual({ ok: false, message: M.slotDuplicate });
    expect(checkSlots(['pas une date'], now)).toEqual({ ok: false, message: M.slotInvalid });
    expect(checkSlots(['2026-02-01T10:00:00Z'], now)).toEqual({ ok: false, message: M.slotPast });
    expect(checkSlots(['2026-09-02T10:00:00Z'], now)).toEqual({ ok: false, message: M.slotTooFar });
  });
});
