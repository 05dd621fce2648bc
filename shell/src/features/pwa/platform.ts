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

/** The iOS browsers whose share menu has « Sur l'écran d'accueil »; each places it differently. */
export type IosBrowser = 'safari' | 'chrome' | 'edge' | 'firefox';

/** « OS 16_4 » of an iPhone or iPad user agent; null when it does not say (iPadOS in desktop mode). */
export function iosVersion(userAgent: string): [number, number] | null {
  const match = / OS (\d+)_(\d+)/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * The iOS browser that can add the site to the home screen: Safari always; since iOS 16.4 also
 * Chrome, Edge and Firefox (Apple opened the feature to other browsers then). In-app views
 * (Facebook, Instagram, Google app) and other browsers cannot: null.
 */
export function iosInstallBrowser(traits: BrowserTraits): IosBrowser | null {
  if (!isIos(traits)) return null;
  const ua = traits.userAgent;
  if (/GSA\/|FBAN|FBAV|Instagram|OPiOS|OPT\//.test(ua)) return null;
  const other: IosBrowser | null = /CriOS\//.test(ua) ? 'chrome' : /EdgiOS\//.test(ua) ? 'edge' : /FxiOS\//.test(ua) ? 'firefox' : null;
  if (other) {
    const version = iosVersion(ua);
    // No version given: iPadOS in desktop mode, which only recent systems do.
    return version === null || version[0] > 16 || (version[0] === 16 && version[1] >= 4) ? other : null;
  }
  return /Safari\//.test(ua) ? 'safari' : null;
}

/** Safari on iOS. */
export function isIosSafari(traits: BrowserTraits): boolean {
  return iosInstallBrowser(traits) === 'safari';
}

/**
 * The iOS install prompt's audience (SPEC 2.11): every iOS browser that can add to the home
 * screen, not already running from it. Android browsers get theirs through `beforeinstallprompt`.
 */
export function wantsIosInstallHelp(traits: BrowserTraits): boolean {
  return iosInstallBrowser(traits) !== null && !isStandalone(traits);
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
