// The « ma prochaine colocation » form: what is typed, its checks (same limits as the API), the
// plan it saves and the search criteria it writes (cities and the per-room budget only).
import type { City, NextColocationPlan, Search, SearchChanges } from '@coloc/shared';

export const PLAN_LIMITS = { maxCities: 10, minBudget: 1, maxBudget: 10_000, noteMax: 1000, yearsAhead: 2 } as const;

export interface PlanForm {
  /** YYYY-MM-DD, as <input type="date"> gives it. */
  moveDate: string;
  cities: City[];
  /** Euros as typed: « 650 », « 650,50 ». */
  budget: string;
  note: string;
}

export type PlanFormError = 'required' | 'dateInvalid' | 'datePast' | 'dateTooFar' | 'citiesRequired' | 'budgetInvalid' | 'noteTooLong';
export type PlanFormErrors = Partial<Record<'moveDate' | 'cities' | 'budget' | 'note', PlanFormError>>;

function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The same day `years` later (29 February becomes 28 February). */
export function yearsLater(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Euros typed with a comma or a dot (spaces allowed) as cents; null when it is not an amount. */
export function parseBudget(value: string): number | null {
  const text = value.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export function validatePlanForm(form: PlanForm, today: string): PlanFormErrors {
  const errors: PlanFormErrors = {};
  const date = form.moveDate.trim();
  if (!date) errors.moveDate = 'required';
  else if (!isIsoDate(date)) errors.moveDate = 'dateInvalid';
  else if (date < today) errors.moveDate = 'datePast';
  else if (date > yearsLater(today, PLAN_LIMITS.yearsAhead)) errors.moveDate = 'dateTooFar';
  if (form.cities.length === 0) errors.cities = 'citiesRequired';
  const budget = parseBudget(form.budget);
  if (!form.budget.trim()) errors.budget = 'required';
  else if (budget === null || budget < PLAN_LIMITS.minBudget * 100 || budget > PLAN_LIMITS.maxBudget * 100) errors.budget = 'budgetInvalid';
  if (Array.from(form.note.trim()).length > PLAN_LIMITS.noteMax) errors.note = 'noteTooLong';
  return errors;
}

/** A city added once, at the end, up to the limit. */
export function addCity(cities: readonly City[], city: City): City[] {
  if (cities.some((c) => c.id === city.id) || cities.length >= PLAN_LIMITS.maxCities) return [...cities];
  return [...cities, city];
}

/** « 650,50 » from 65050 cents; whole euros without decimals. */
function budgetText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

export function formFromPlan(plan: NextColocationPlan): PlanForm {
  return {
    moveDate: plan.move_date ?? '',
    cities: plan.cities.map((city) => ({ ...city })),
    budget: plan.budget_max_cents === null ? '' : budgetText(plan.budget_max_cents),
    note: plan.note ?? '',
  };
}

/** The body of PUT /api/next-colocation (a valid form). */
export function planBody(form: PlanForm): Pick<NextColocationPlan, 'move_date' | 'city_ids' | 'budget_max_cents' | 'note'> {
  const note = form.note.trim();
  return { move_date: form.moveDate.trim(), city_ids: form.cities.map((c) => c.id), budget_max_cents: parseBudget(form.budget), note: note || null };
}

type PlanSearchChanges = Required<Pick<SearchChanges, 'city_searches' | 'per_room_budget_max'>> & Pick<SearchChanges, 'per_room_budget_min'>;

/**
 * What the plan changes in the user's search: its cities and the per-room budget (whole euros,
 * rounded up so that the budget itself is included). Everything else stays as it is; the minimum
 * comes down when it would exceed the new maximum.
 */
export function searchChanges(form: PlanForm, search: Pick<Search, 'per_room_budget_min'> | null): PlanSearchChanges {
  const max = Math.ceil((parseBudget(form.budget) ?? 0) / 100);
  const changes: PlanSearchChanges = {
    city_searches: form.cities.map((city) => ({ type: 'city', geoname: city })),
    per_room_budget_max: max,
  };
  if (search && search.per_room_budget_min > max) changes.per_room_budget_min = 0;
  return changes;
}

/** The plan was never saved but the server filled it from the current tenancy. */
export function isPrefilled(plan: NextColocationPlan): boolean {
  return plan.updated_at === null && (plan.city_ids.length > 0 || plan.budget_max_cents !== null || plan.move_date !== null);
}
