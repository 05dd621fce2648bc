import { DEFAULT_BUDGET_PER_ROOM, formatEuro } from '@coloc/shared';

/** Maximum rent per room offered by the quick search: 300 € to 1 500 €, by 100 €. */
export const BUDGET_STEPS: readonly number[] = Array.from({ length: 13 }, (_, index) => 300 + index * 100);

/** The product's default ceiling, so the first search hides nothing. */
export const DEFAULT_BUDGET_MAX = DEFAULT_BUDGET_PER_ROOM.max;

export const BUDGET_OPTIONS = BUDGET_STEPS.map((value) => ({ value, label: formatEuro(value, 0) }));
