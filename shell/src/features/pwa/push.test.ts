import { json, mockApi } from '@coloc/shared/testing';
import { applicationServerKey } from './platform';
import { enablePush, subscribeToPush, syncPushSubscription, unsubscribeFromPush, type PushPlatform } from './push';

// A real P-256 public key, as the API serves it.
const VAPID_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OTHER_KEY = 'BOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKe';

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribed: boolean;
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

function fakeSubscription(endpoint: string, key = VAPID_KEY): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: applicationServerKey(key).buffer },
    unsubscribed: false,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BP256dh', auth: 'secret' } }),
    async unsubscribe() {
      this.unsubscribed = true;
      return true;
    },
  };
}

/** A browser with an active service worker; `subscribe` makes or refuses a subscription. */
function fakeBrowser(options: { permission?: NotificationPermission; existing?: FakeSubscription | null; subscribe?: () => Promise<FakeSubscription> } = {}) {
  let current: FakeSubscription | null = options.existing ?? null;
  const subscribeCalls: PushSubscriptionOptionsInit[] = [];
  let permission: NotificationPermission = options.permission ?? 'granted';
  const pushManager = {
    getSubscription: jest.fn(async () => (current && !current.unsubscribed ? current : null)),
    subscribe: jest.fn(async (init: PushSubscriptionOptionsInit) => {
      subscribeCalls.push(init);
      current = await (options.subscribe ?? (async () => fakeSubscription('https://fcm.googleapis.com/fcm/send/new')))();
      return current;
    }),
  };
  const platform: PushPlatform = {
    supported: () => true,
    permission: () => permission,
    requestPermission: jest.fn(async () => {
      permission = options.permission === 'denied' ? 'denied' : permission === 'default' ? 'granted' : permission;
      return permission;
    }),
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
  };
  return { platform, pushManager, subscribeCalls, current: () => current };
}

function api(overrides: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /api/push/public-key': () => json(200, { public_key: VAPID_KEY }),
    'PUT /api/pushsubs': () => json(200, { ok: true }),
    'PUT /api/pushsubs/delete': () => json(200, { ok: true }),
    ...Object.fromEntries(Object.entries(overrides).map(([route, answer]) => [route, () => answer()])),
  });
}

describe('subscribeToPush', () => {
  it("subscribes with the server's VAPID key and stores the subscription", async () => {
    const server = api();
    const browser = fakeBrowser();
    await expect(subscribeToPush(browser.platform)).resolves.toBe(true);
    expect(browser.subscribeCalls).toHaveLength(1);
    expect(browser.subscribeCalls[0]!.userVisibleOnly).toBe(true);
    expect(Array.from(browser.subscribeCalls[0]!.applicationServerKey as Uint8Array)).toEqual(Array.from(applicationServerKey(VAPID_KEY)));
    expect(await server.lastBody('PUT /api/pushsubs')).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/new',
      expirationTime: null,
      keys: { p256dh: 'BP256dh', auth: 'secret' },
    });
  });

  it('reuses a subscription made with the same key, and replaces one made with another', async () => {
    api();
    const same = fakeBrowser({ existing: fakeSubscription('https://fcm.googleapis.com/fcm/send/kept') });
    await expect(subscribeToPush(same.platform)).resolves.toBe(true);
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();

    const stale = fakeSubscription('https://fcm.googleapis.com/fcm/send/stale', OTHER_KEY);
    const other = fakeBrowser({ existing: stale });
    await expect(subscribeToPush(other.platform)).resolves.toBe(true);
    expect(stale.unsubscribed).toBe(true);
    expect(other.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('on failure clears the stored subscription on both sides and answers false (SPEC 8)', async () => {
    const server = api({ 'PUT /api/pushsubs': () => json(500, { error: 'Une erreur inattendue est survenue. Réessayez plus tard.' }) });
    const browser = fakeBrowser();
    await expect(subscribeToPush(browser.platform)).resolves.toBe(false);
    const made = browser.current()!;
    expect(made.unsubscribed).toBe(true);
    expect(await server.lastBody('PUT /api/pushsubs/delete')).toEqual(made.toJSON());
  });

  it('answers false and clears an older subscription when the browser refuses to subscribe', async () => {
    const server = api();
    const old = fakeSubscription('https://fcm.googleapis.com/fcm/send/old', OTHER_KEY);
    const browser = fakeBrowser({
      existing: old,
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    await expect(subscribeToPush(browser.platform)).resolves.toBe(false);
    expect(old.unsubscribed).toBe(true);
    expect(await server.lastBody('PUT /api/pushsubs/delete')).toEqual(old.toJSON());
    expect(server.requests.filter((r) => new URL(r.url).pathname === '/api/pushsubs')).toHaveLength(0);
  });

  it('answers false when the public key cannot be fetched, deleting what the browser still holds', async () => {
    const server = api({ 'GET /api/push/public-key': () => json(503, { error: 'Indisponible' }) });
    const held = fakeSubscription('https://fcm.googleapis.com/fcm/send/held');
    const browser = fakeBrowser({ existing: held });
    await expect(subscribeToPush(browser.platform)).resolves.toBe(false);
    expect(held.unsubscribed).toBe(true);
    expect(await server.lastBody('PUT /api/pushsubs/delete')).toEqual(held.toJSON());
  });

  it('does nothing without permission or without a service worker', async () => {
    const server = api();
    expect(await subscribeToPush(fakeBrowser({ permission: 'default' }).platform)).toBe(false);
    const noWorker = { ...fakeBrowser().platform, registration: async () => null };
    expect(await subscribeToPush(noWorker)).toBe(false);
    expect(server.requests).toHaveLength(0);
  });
});

describe('enablePush', () => {
  it('asks the browser first, then subscribes', async () => {
    api();
    const browser = fakeBrowser({ permission: 'default' });
    await expect(enablePush(browser.platform)).resolves.toBe('enabled');
    expect(browser.platform.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('stops when the user refuses', async () => {
    const server = api();
    const browser = fakeBrowser({ permission: 'denied' });
    await expect(enablePush(browser.platform)).resolves.toBe('denied');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
  });

  it('reports a failed subscription', async () => {
    api({ 'PUT /api/pushsubs': () => json(400, { error: "L'abonnement aux notifications est invalide." }) });
    await expect(enablePush(fakeBrowser({ permission: 'default' }).platform)).resolves.toBe('failed');
  });
});

describe('sign-out and sign-in', () => {
  it('unsubscribe deletes the subscription on the server and in the browser', async () => {
    const server = api();
    const held = fakeSubscription('https://fcm.googleapis.com/fcm/send/mine');
    await unsubscribeFromPush(fakeBrowser({ existing: held }).platform);
    expect(await server.lastBody('PUT /api/pushsubs/delete')).toEqual(held.toJSON());
    expect(held.unsubscribed).toBe(true);
  });

  it('unsubscribe still drops the browser side when the server call fails', async () => {
    api({ 'PUT /api/pushsubs/delete': () => json(401, { error: 'Vous devez être connecté.' }) });
    const held = fakeSubscription('https://fcm.googleapis.com/fcm/send/mine');
    await expect(unsubscribeFromPush(fakeBrowser({ existing: held }).platform)).resolves.toBeUndefined();
    expect(held.unsubscribed).toBe(true);
  });

  it('sync stores the subscription only where notifications are allowed', async () => {
    const server = api();
    expect(await syncPushSubscription(fakeBrowser({ permission: 'default' }).platform)).toBe(false);
    expect(server.requests).toHaveLength(0);
    expect(await syncPushSubscription(fakeBrowser({ existing: fakeSubscription('https://fcm.googleapis.com/fcm/send/x') }).platform)).toBe(true);
    expect(await server.lastBody('PUT /api/pushsubs')).toEqual(expect.objectContaining({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }));
  });
});
