// Business limits of a listing (SPEC 9). No TypeBox: the schemas, the API's French messages and
// the screens read the same numbers.

export const HOME_LIMITS = {
  homesPerUser: 20,
  rooms: 20,
  photos: 20,
  nameLength: 120,
  addressLength: 200,
  descriptionLength: 4000,
  wishesLength: 1000,
  roomNameLength: 60,
  postalCodeLength: 10,
  rentMax: 10000,
  chargesMax: 5000,
  roomSurfaceMin: 1,
  roomSurfaceMax: 500,
  homeSurfaceMax: 5000,
  bedroomCountMax: 50,
  floorMin: -5,
  floorMax: 200,
  optionListLength: 50,
} as const;

/**
 * Housing-for-services terms. A draft may hold any value in these ranges; submitting a
 * pay_by_service advert needs all four and at most maxHoursPerWeek.
 */
export const SERVICE_LIMITS = {
  maxHoursPerWeek: 20,
  hoursInWeek: 168,
  tasksLength: 2000,
  trialWeeksMax: 26,
  noticeDaysMax: 90,
} as const;

/** The pattern of a home id in a path: an integer or 'default' (the caller's first home). */
export const HOME_ID_PATTERN = '^(default|[1-9][0-9]{0,14})$';

/**
 * homes.mandate_status (issue 16): signing → signed → complete, or null with no mandate. They are
 * also the statuses of a mandate that is not over (mandates.status; the others end it).
 */
export const MANDATE_STATUSES = ['signing', 'signed', 'complete'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/**
 * notifications_advert / notifications_agenda: what the owners delegate to the manager (SPEC 6).
 * 0 nothing (but under a complete mandate), 2 or 3 the advert (the agenda).
 */
export const HOME_DELEGATION_LEVELS = [0, 2, 3] as const;
export type HomeDelegationLevel = (typeof HOME_DELEGATION_LEVELS)[number];
