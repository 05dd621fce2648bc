/**
 * Where the dashboard layout wants the push and install banners: at the top of its main column, in
 * the page's flow, so they never cover a page's own buttons. Elsewhere they float in a corner.
 */
export const PROMPTS_SLOT_ID = 'tp-prompts-slot';
