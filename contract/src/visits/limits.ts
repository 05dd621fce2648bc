// Visits and contact requests without TypeBox: the states and the limits of SPEC 9.

export const VISIT_STATUSES = ['requested', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_LIMITS = {
  slotsMin: 1,
  slotsMax: 3,
  /** How far ahead a slot may be. */
  horizonMonths: 6,
  messageMax: 1000,
  contactMessageMax: 1000,
  /** Contact requests one user may send per rolling day: enough for a real search, not for spam. */
  contactPerDay: 30,
  /** Reminder lead time. */
  reminderMs: 24 * 60 * 60 * 1000,
} as const;
