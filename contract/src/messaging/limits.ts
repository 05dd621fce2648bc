// Messaging limits (SPEC 7, SPEC 9) that the API enforces and the screens show. No TypeBox here:
// a screen that needs a limit bundles these few numbers, not the schemas.

/** Longest message body, in characters (code points, after trimming). */
export const MESSAGE_MAX_LENGTH = 4000;
/** Messages per history page (GET …/messages without `limit`). */
export const MESSAGE_PAGE_SIZE = 30;
/** Largest `limit` of a history page. */
export const MESSAGE_PAGE_MAX = 100;
/** Longest `client_id` (the sender's idempotency key; a UUID is 36). */
export const CLIENT_ID_MAX_LENGTH = 64;
/** Characters of a `client_id`. */
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9_.:-]+$';
/** Shown as the other side of a support thread to the user who asked. */
export const SUPPORT_TEAM_NAME = 'Service client Toit Partagé';
