// The next co-location plan's limits (issue 7). No TypeBox.

export const PLAN_LIMITS = {
  maxCities: 10,
  /** 1 € to 10 000 € a month, the search's own budget ceiling. */
  minBudgetCents: 100,
  maxBudgetCents: 1_000_000,
  noteMax: 1000,
  yearsAhead: 2,
} as const;
