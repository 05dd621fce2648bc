// Pure decisions of the visits module: who may do what to a visit in which state, and the slot
// rule of the contract applied to what a request sends. No database, no Fastify: the routes ask,
// then act.
import type { VisitStatus } from '@coloc/contract/visits/limits';
import { visitSlotsError, type VisitSlotError } from '@coloc/contract/visits/slots';
import { VISIT_MESSAGES as M } from './messages';
import { normalizeInstant } from './time';

export type Side = 'seeker' | 'host';
export type VisitAction = 'accept' | 'propose' | 'decline' | 'cancel' | 'confirm';

/** One side's right to an action: the states it applies to, and the French answer (409) for some of the others. */
interface Allowed {
  readonly from: readonly VisitStatus[];
  readonly otherwise?: Partial<Record<VisitStatus, string>>;
}
/** The side may never take the action (403). */
interface Refused {
  readonly forbidden: string;
}

/**
 * The state machine: action × side → allowed states, or the French error. A state not allowed and
 * not named in `otherwise` answers the state's own conflict (STATE_CONFLICT).
 */
export const VISIT_RULES: Readonly<Record<VisitAction, Readonly<Record<Side, Allowed | Refused>>>> = {
  accept: {
    host: { from: ['requested'], otherwise: { proposed: M.hostMustWait } },
    // Choosing a slot the host proposed instead.
    seeker: { from: ['proposed'], otherwise: { requested: M.seekerMustWait } },
  },
  propose: {
    host: { from: ['requested', 'proposed'] },
    seeker: { forbidden: M.hostOnlyPropose },
  },
  decline: {
    host: { from: ['requested', 'proposed'], otherwise: { accepted: M.acceptedUseCancel } },
    seeker: { forbidden: M.hostOnlyDecline },
  },
  cancel: {
    host: { from: ['accepted'], otherwise: { requested: M.hostDeclinesRequests, proposed: M.hostDeclinesRequests } },
    seeker: { from: ['requested', 'proposed', 'accepted'] },
  },
  confirm: {
    host: { forbidden: M.seekerOnlyConfirm },
    seeker: { from: ['accepted'], otherwise: { requested: M.notAcceptedYet, proposed: M.notAcceptedYet } },
  },
};

/** Why a visit in a final or accepted state cannot take the action asked. */
const STATE_CONFLICT: Readonly<Record<VisitStatus, string>> = {
  requested: M.changed,
  proposed: M.changed,
  accepted: M.alreadyAccepted,
  declined: M.declined,
  cancelled: M.cancelled,
};

export type VisitDecision = { ok: true; from: readonly VisitStatus[] } | { ok: false; status: 403 | 409; message: string };

/** May `side` take `action` on a visit in `status`? If so, the states the update must still find. */
export function decide(action: VisitAction, side: Side, status: VisitStatus): VisitDecision {
  const rule = VISIT_RULES[action][side];
  if ('forbidden' in rule) return { ok: false, status: 403, message: rule.forbidden };
  if (rule.from.includes(status)) return { ok: true, from: rule.from };
  return { ok: false, status: 409, message: rule.otherwise?.[status] ?? STATE_CONFLICT[status] };
}

const SLOT_MESSAGES: Readonly<Record<VisitSlotError, string>> = {
  invalid: M.slotInvalid,
  duplicate: M.slotDuplicate,
  past: M.slotPast,
  tooFar: M.slotTooFar,
};

/** The slots as sorted UTC ISO text, or the French reason (400) they cannot be proposed. */
export function checkSlots(raw: readonly string[], now: Date): { ok: true; slots: string[] } | { ok: false; message: string } {
  const slots = raw.map(normalizeInstant);
  const error = visitSlotsError(
    slots.map((slot) => (slot === null ? Number.NaN : Date.parse(slot))),
    now.getTime(),
  );
  if (error) return { ok: false, message: SLOT_MESSAGES[error] };
  return { ok: true, slots: [...(slots as string[])].sort() };
}

/** The slot the answer chose, normalized, if it is one of the visit's; null otherwise. */
export function chosenSlot(startsAt: string, offered: readonly string[]): string | null {
  const chosen = normalizeInstant(startsAt);
  return chosen !== null && offered.includes(chosen) ? chosen : null;
}

/** A visit that has taken place can no longer be cancelled or confirmed. */
export function hasTakenPlace(startsAt: string | null, nowIso: string): boolean {
  return startsAt !== null && startsAt <= nowIso;
}
