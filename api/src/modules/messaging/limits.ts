// Limits of the chat socket that only the server applies; the wire limits are in
// @coloc/contract/messaging/limits.

/** Cross-site page trying to use the visitor's cookie (not in the contract: a browser never recovers from it). */
export const CHAT_CLOSE_FORBIDDEN_ORIGIN = 4403;
/** Longest frame a client may send; a longer one closes the socket (ws answers 1009). */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
