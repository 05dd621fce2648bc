/*
 * Limits of shared/src/types/messaging.ts (the API does not depend on the front-end package;
 * test/modules/messaging/contract.test.ts checks that both stay equal).
 */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_MAX = 100;
export const SUPPORT_TEAM_NAME = 'Service client Toit Partagé';
export const CHAT_CLOSE_UNAUTHORIZED = 4401;
/** Cross-site page trying to use the visitor's cookie (not in the shared contract: a browser never recovers from it). */
export const CHAT_CLOSE_FORBIDDEN_ORIGIN = 4403;
/** Longest frame a client may send; a longer one closes the socket (ws answers 1009). */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/** Longest client_id accepted (a UUID is 36). */
export const CLIENT_ID_MAX_LENGTH = 64;
