import { TENANT_SPACE_MESSAGES as M } from './messages';

/*
 * ★ The anti-scam rule (issue 7): nobody may ask a tenant for money through the platform before
 * the tenant visited the home and accepted a lease for it, and the money only goes to an account
 * whose holder passed strong customer authentication. One pure function so that every path that
 * would ask a tenant for money goes through the same words, and the tests cover every combination.
 */

export interface RentRequestFacts {
  /** A visit of this tenant for this home was accepted and its time has passed. */
  visitTookPlace: boolean;
  /** A lease for this tenant and home was accepted by the tenant. */
  leaseAccepted: boolean;
  /** A landlord of the home has an SCA-validated bank account to be paid into. */
  payeeValidated: boolean;
  /** The month is already paid in full. */
  rentPaid: boolean;
  /** An open request for this month already exists. */
  alreadyRequested: boolean;
}

export type RentRequestDecision = { allowed: true } | { allowed: false; reason: string; missing: Array<'visit' | 'lease' | 'account'> };

/** « a, b et c ». */
function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** Whether the request may be made and, if not, the French reason naming each missing condition. */
export function decideRentRequest(facts: RentRequestFacts): RentRequestDecision {
  if (facts.rentPaid) return { allowed: false, reason: M.rentAlreadyPaid, missing: [] };
  if (facts.alreadyRequested) return { allowed: false, reason: M.rentAlreadyRequested, missing: [] };
  const missing: Array<'visit' | 'lease' | 'account'> = [];
  if (!facts.visitTookPlace) missing.push('visit');
  if (!facts.leaseAccepted) missing.push('lease');
  if (!facts.payeeValidated) missing.push('account');
  if (missing.length === 0) return { allowed: true };
  const words = { visit: M.missingVisit, lease: M.missingLease, account: M.missingAccount };
  return { allowed: false, missing, reason: `${M.refusedIntro} : ${frenchList(missing.map((m) => words[m]))}. ${M.refusedOutro}` };
}
