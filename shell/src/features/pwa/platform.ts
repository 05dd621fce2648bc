// What the browser can do: Web Push, home-screen install, standalone display. Read through small
// functions so that tests can describe a phone without a real one.

export interface BrowserTraits {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** iOS Safari's own flag for a page opened from the home screen. */
  standalone?: boolean;
  /** `(display-mode: standalone)` matches: an installed app window. */
  displayStandalone: boolean;
}

export function currentTraits(): BrowserTraits {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayStandalone: typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
  };
}

export function isIos(traits: BrowserTraits): boolean {
  if (/iPhone|iPad|iPod/.test(traits.userAgent)) return true;
  // iPadOS presents itself as a Mac; only the touch screen gives it away.
  return traits.platform === 'MacIntel' && traits.maxTouchPoints > 1;
}

export function isStandalone(traits: BrowserTraits): boolean {
  return traits.standalone === true || traits.displayStandalone;
}

/**
 * Safari on iOS, where "Partager" then "Sur l'écran d'accueil" installs the site; other iOS
 * browsers and in-app views word or place it differently.
 */
export function isIosSafari(traits: BrowserTraits): boolean {
  return isIos(traits) && /Safari\//.test(traits.userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(traits.userAgent);
}

/** The iOS install prompt's audience (SPEC 2.11): Safari on iOS, not already running from the home screen. */
export function wantsIosInstallHelp(traits: BrowserTraits): boolean {
  return isIosSafari(traits) && !isStandalone(traits);
}

/** Web Push needs a service worker, the Push API and notifications (iOS: only once installed). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The VAPID key as PushManager.subscribe wants it (base64url text to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Same key bytes (a subscription made with an older VAPID key must be replaced). */
export function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = new Uint8Array(a);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}
