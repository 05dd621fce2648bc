// The choices of the listing forms. A value typed in the URL that is not among them is offered too,
// so the form always shows the list it searched.
import { formatEuro, type BrowseOrder } from '@coloc/shared';
import { BUDGET_STEPS } from './budget';

export interface Choice {
  value: string;
  label: string;
}

export const RADIUS_STEPS: readonly number[] = [5, 10, 20, 30, 50];
export const BEDROOM_STEPS: readonly number[] = [1, 2, 3, 4];

export const ORDER_CHOICES: readonly { value: BrowseOrder; label: string }[] = [
  { value: 'price-asc', label: 'Prix croissant' },
  { value: 'price-desc', label: 'Prix décroissant' },
  { value: 'recent', label: 'Les plus récentes' },
];

function withCurrent(steps: readonly number[], current: number | null): number[] {
  return current === null || steps.includes(current) ? [...steps] : [...steps, current].sort((a, b) => a - b);
}

export function radiusChoices(current: number): Choice[] {
  return withCurrent(RADIUS_STEPS, current).map((km) => ({ value: String(km), label: km === 0 ? 'La commune seule' : `${km} km` }));
}

export function budgetChoices(current: number | null): Choice[] {
  return [{ value: '', label: 'Tous les budgets' }, ...withCurrent(BUDGET_STEPS, current).map((value) => ({ value: String(value), label: formatEuro(value, 0) }))];
}

export function bedroomChoices(current: number | null): Choice[] {
  return [
    { value: '', label: 'Indifférent' },
    ...withCurrent(BEDROOM_STEPS, current).map((count) => ({ value: String(count), label: count === 1 ? 'Au moins 1 libre' : `Au moins ${count} libres` })),
  ];
}

/** The next wider radius offered, or null at the widest. */
export function widerRadius(current: number): number | null {
  return RADIUS_STEPS.find((km) => km > current) ?? null;
}

/** A budget 200 € higher, or null when that is beyond the steps (then: no limit). */
export function higherBudget(current: number): number | null {
  const next = current + 200;
  return next <= BUDGET_STEPS[BUDGET_STEPS.length - 1]! ? next : null;
}
