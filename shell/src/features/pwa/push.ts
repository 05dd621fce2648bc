// Web Push subscription of this browser for the signed-in user (SPEC 7: PUT /pushsubs and
// /pushsubs/delete; SPEC 8: a subscribe failure clears the stored subscription and returns false).
import { NOTIFICATIONS_ENDPOINTS } from '@coloc/contract/notifications/endpoints';
import type { PushSubscriptionPayload } from '@coloc/shared';
import { call } from '@coloc/shared';
import { applicationServerKey, notificationPermission, pushSupported, sameKey } from './platform';

/** The browser side, replaceable in tests. */
export interface PushPlatform {
  supported(): boolean;
  permission(): NotificationPermission | 'unsupported';
  requestPermission(): Promise<NotificationPermission>;
  /** The site's service worker registration once it is active, or null when there is none. */
  registration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | null>;
}

/** The API side, replaceable in tests. */
export interface PushServer {
  publicKey(): Promise<string>;
  save(subscription: PushSubscriptionPayload): Promise<void>;
  remove(subscription: PushSubscriptionPayload): Promise<void>;
}

/** A worker still installing cannot take a subscription yet; it gets this long to activate. */
const ACTIVATION_WAIT_MS = 10_000;

export const browserPushPlatform: PushPlatform = {
  supported: pushSupported,
  permission: notificationPermission,
  requestPermission: () => Notification.requestPermission(),
  async registration() {
    if (!pushSupported()) return null;
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (!registration) return null;
    if (registration.active) return registration;
    const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), ACTIVATION_WAIT_MS));
    return Promise.race([navigator.serviceWorker.ready, timeout]);
  },
};

// Silent: the prompt says itself when enabling failed; sign-out must not open an error modal.
const quiet = { context: { silent: true } };

export const apiPushServer: PushServer = {
  publicKey: async () => (await call(NOTIFICATIONS_ENDPOINTS, 'notifications.publicKey', {}, quiet)).public_key,
  save: async (subscription) => {
    await call(NOTIFICATIONS_ENDPOINTS, 'notifications.subscribe', { body: subscription }, quiet);
  },
  remove: async (subscription) => {
    await call(NOTIFICATIONS_ENDPOINTS, 'notifications.unsubscribe', { body: subscription }, quiet);
  },
};

function payloadOf(subscription: PushSubscription): PushSubscriptionPayload {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Forgets this browser's subscription on both sides; every step is best effort. */
async function clearSubscription(subscription: PushSubscription | null, server: PushServer): Promise<void> {
  if (!subscription) return;
  await server.remove(payloadOf(subscription)).catch(() => undefined);
  await subscription.unsubscribe().catch(() => undefined);
}

/**
 * Subscribes this browser (permission must be granted already) and stores the subscription for
 * the signed-in user. Any failure clears what may have been stored and answers false.
 */
export async function subscribeToPush(platform: PushPlatform = browserPushPlatform, server: PushServer = apiPushServer): Promise<boolean> {
  let registration: Awaited<ReturnType<PushPlatform['registration']>> = null;
  try {
    if (!platform.supported() || platform.permission() !== 'granted') return false;
    registration = await platform.registration();
    if (!registration) return false;
    const key = applicationServerKey(await server.publicKey());
    let subscription = await registration.pushManager.getSubscription();
    // Made with another key (the server's keys were reset): the push service would refuse ours.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await clearSubscription(subscription, server);
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await server.save(payloadOf(subscription));
    return true;
  } catch {
    const stored = registration ? await registration.pushManager.getSubscription().catch(() => null) : null;
    await clearSubscription(stored, server);
    return false;
  }
}

/** Sign-out: this browser stops receiving the previous user's messages. */
export async function unsubscribeFromPush(platform: PushPlatform = browserPushPlatform, server: PushServer = apiPushServer): Promise<void> {
  try {
    if (!platform.supported()) return;
    const registration = await platform.registration();
    const subscription = registration ? await registration.pushManager.getSubscription() : null;
    await clearSubscription(subscription, server);
  } catch {
    // Best effort: a subscription left behind is cleaned up by the server at the next 410.
  }
}

/**
 * A signed-in user whose browser already allows notifications: make sure the server has this
 * browser's subscription for them (after a sign-out, on a shared device, after a key change).
 */
export async function syncPushSubscription(platform: PushPlatform = browserPushPlatform, server: PushServer = apiPushServer): Promise<boolean> {
  if (!platform.supported() || platform.permission() !== 'granted') return false;
  return subscribeToPush(platform, server);
}

export type EnablePushResult = 'enabled' | 'failed' | 'denied' | 'dismissed';

/** The prompt's 'Activer': the browser's permission request, then the subscription. */
export async function enablePush(platform: PushPlatform = browserPushPlatform, server: PushServer = apiPushServer): Promise<EnablePushResult> {
  let permission: NotificationPermission;
  try {
    permission = await platform.requestPermission();
  } catch {
    return 'failed';
  }
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  return (await subscribeToPush(platform, server)) ? 'enabled' : 'failed';
}
