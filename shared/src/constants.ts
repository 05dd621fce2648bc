// Business constants of SPEC section 9. Every remote reads them from here.

/** Uploaded images must be strictly below this size. */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** Canvas JPEG quality used when re-encoding uploads (1 = full quality). */
export const IMAGE_JPEG_QUALITY = 1;

export const UNREAD_POLL_MS = 60 * 60 * 1000;
export const PAGE_SIZE = 12;
export const DEFAULT_SORT = { homes: 'price-asc', profiles: '5' } as const;
export const PAGE_NUMBER_LIST_MAX = 5;

export const DEFAULT_RADIUS_KM = 5;
export const DEFAULT_BUDGET_PER_ROOM = { min: 0, max: 1500 } as const;
export const DEFAULT_AGE = { min: 0, max: 120 } as const;
export const DEFAULT_COUNTRY_ID = 6;
export const DEFAULT_BEDROOM_COUNT = 1;

export const OWNER_INVITE_VALIDITY_DAYS = 7;
export const IDLE_THRESHOLD_S = 300;
export const CHAT_RECONNECT_MS = 1000;
export const INSTALL_PROMPT_DELAY_MS = 10_000;
export const SCROLL_TO_TOP_MS = 200;
export const PROGRESS_ANIMATION_MS = 2000;
/** A progress value of exactly 10 animates faster (SPEC 9). */
export const PROGRESS_ANIMATION_SHORT_MS = 1000;

export const BREAKPOINTS = { mobileMax: 767, tabletMax: 1023 } as const;
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
} as const;
/** Lazy images start loading this many viewport heights ahead. */
export const LAZY_PRELOAD = 2.5;

/** « Ascenseur » in the `amenities` list: adverts ask it as its own field (`elevator`), never twice. */
export const ELEVATOR_AMENITY_ID = 8;

/** Country ids of the option list (SPEC 3). */
export const FRANCE_COUNTRY_ID = 6;
export const OVERSEAS_COUNTRY_IDS = [199, 213, 202, 228, 214, 236, 231, 234, 252, 227, 221, 246] as const;

export const SITE_NAME = 'Toit Partagé';
export const DEFAULT_TITLE = 'Toit Partagé – Colocation par affinités et logement contre services';
export const DEFAULT_DESCRIPTION =
  'Trouvez la colocation qui vous ressemble : colocation par affinités, intergénérationnelle, pour parents solos, ou logement en échange de services.';

/** Local storage and cookie names owned by the session. */
export const CURRENT_USER_KEY = 'currentUser';
export const MARKETING_COOKIE = 'tp_marketing_id';
export const COOKIE_NOTICE_KEY = 'tp_cookie_notice';
