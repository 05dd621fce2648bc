import { addYears, isIsoDate } from '../../lib/dates';
import { TENANT_SPACE_MESSAGES as M } from './messages';

/* Validation of the next co-location plan that a schema cannot express (dates against today). */

import { PLAN_LIMITS } from '@coloc/contract/tenant-space/limits';

export { PLAN_LIMITS };

export interface PlanInput {
  move_date: string | null;
  city_ids: number[];
  budget_max_cents: number | null;
  note: string | null;
}

/** The first French problem of the plan, or null; `today` is the Paris date. */
export function planProblem(input: PlanInput, today: string): string | null {
  if (input.move_date !== null) {
    if (!isIsoDate(input.move_date)) return M.moveDateInvalid;
    if (input.move_date < today) return M.moveDatePast;
    if (input.move_date > addYears(today, PLAN_LIMITS.yearsAhead)) return M.moveDateTooFar;
  }
  if (!input.city_ids.every((id) => Number.isSafeInteger(id) && id > 0)) return M.citiesInvalid;
  if (new Set(input.city_ids).size > PLAN_LIMITS.maxCities) return M.citiesTooMany;
  if (input.budget_max_cents !== null) {
    const b = input.budget_max_cents;
    if (!Number.isSafeInteger(b) || b < PLAN_LIMITS.minBudgetCents || b > PLAN_LIMITS.maxBudgetCents) return M.budgetInvalid;
  }
  if (input.note !== null && Array.from(input.note).length > PLAN_LIMITS.noteMax) return M.noteTooLong;
  return null;
}

/** The plan as stored: cities once each, in the order chosen; a blank note is no note. */
export function normalisePlan(input: PlanInput): PlanInput {
  const note = input.note?.trim() ?? '';
  return { ...input, city_ids: [...new Set(input.city_ids)], note: note === '' ? null : note };
}
