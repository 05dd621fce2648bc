// shell/public/sw.js is plain JavaScript served as is; these tests run it against fake worker globals.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = fs.readFileSync(path.join(__dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://toitpartage.example';

type Listener = (event: Record<string, unknown>) => void;

class FakeChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => this.port1.onmessage?.({ data }) };
}

interface FakeTab {
  url: string;
  focused: boolean;
  focus: jest.Mock<Promise<FakeTab>, []>;
  navigate: jest.Mock<Promise<FakeTab>, [string]>;
  postMessage: jest.Mock<void, [unknown, Array<{ postMessage(data: unknown): void }>]>;
}

function fakeTab(url: string, options: { answers?: boolean; focused?: boolean } = {}): FakeTab {
  const tab: FakeTab = {
    url,
    focused: options.focused ?? false,
    focus: jest.fn(async () => tab),
    navigate: jest.fn(async (to: string) => ({ ...tab, url: to })),
    postMessage: jest.fn((_message: unknown, ports: Array<{ postMessage(data: unknown): void }>) => {
      if (options.answers) ports[0]!.postMessage('ok');
    }),
  };
  return tab;
}

function loadWorker(options: { network?: () => Promise<unknown>; tabs?: Array<ReturnType<typeof fakeTab>> } = {}) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, unknown>>([['tp-offline-v0', new Map()], ['someone-else', new Map()]]);
  const caches = {
    open: jest.fn(async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        addAll: async (requests: Array<{ url: string; cache?: string }>) => requests.forEach((r) => store.set(r.url, { cached: r.url, mode: r.cache })),
        match: async (url: string) => store.get(url),
      };
    }),
    keys: async () => [...stores.keys()],
    delete: jest.fn(async (name: string) => stores.delete(name)),
  };
  const self = {
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    location: { origin: ORIGIN },
    skipWaiting: jest.fn(async () => undefined),
    registration: { showNotification: jest.fn(async () => undefined), navigationPreload: { enable: jest.fn(async () => undefined) } },
    clients: {
      claim: jest.fn(async () => undefined),
      matchAll: jest.fn(async () => options.tabs ?? []),
      openWindow: jest.fn(async () => null),
    },
  };
  const network = jest.fn(options.network ?? (async () => ({ page: 'from network' })));
  function FakeRequest(url: string, init: { cache?: string }) {
    return { url, cache: init.cache };
  }
  new Function('self', 'caches', 'fetch', 'MessageChannel', 'Request', SOURCE)(self, caches, network, FakeChannel, FakeRequest);

  /** Dispatches an extendable event and waits for what it asked to wait for. */
  async function dispatch(type: string, event: Record<string, unknown> = {}) {
    const waits: Array<Promise<unknown>> = [];
    let response: Promise<unknown> | undefined;
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<unknown>) => (response = p) });
    await Promise.all(waits);
    return { response };
  }
  return { self, caches, stores, network, dispatch };
}

const navigation = (pathname: string) => ({
  request: { mode: 'navigate', method: 'GET', url: `${ORIGIN}${pathname}` },
  preloadResponse: Promise.resolve(undefined),
});

describe('service worker', () => {
  it('keeps the offline page and the notification icons at install, and takes over at once', async () => {
    const worker = loadWorker();
    await worker.dispatch('install');
    const cache = worker.stores.get('tp-offline-v1')!;
    expect([...cache.keys()]).toEqual(['/offline.html', '/icons/icon-192.png', '/icons/badge-96.png']);
    expect(cache.get('/offline.html')).toEqual({ cached: '/offline.html', mode: 'reload' });
    expect(worker.self.skipWaiting).toHaveBeenCalled();

    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['someone-else', 'tp-offline-v1']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('answers a page load that fails for lack of network with the offline page', async () => {
    const worker = loadWorker({ network: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await worker.dispatch('install');
    const { response } = await worker.dispatch('fetch', navigation('/users/messages'));
    await expect(response).resolves.toEqual({ cached: '/offline.html', mode: 'reload' });
  });

  it('leaves everything else to the network: pages that load, API calls, assets', async () => {
    const worker = loadWorker();
    const page = await worker.dispatch('fetch', navigation('/users/messages'));
    await expect(page.response).resolves.toEqual({ page: 'from network' });
    for (const request of [
      { mode: 'cors', method: 'GET', url: `${ORIGIN}/api/messages/count` },
      { mode: 'navigate', method: 'GET', url: `${ORIGIN}/api/docs` },
      { mode: 'no-cors', method: 'GET', url: `${ORIGIN}/main.3f2a9c1b.js` },
      { mode: 'navigate', method: 'POST', url: `${ORIGIN}/paiement` },
    ]) {
      const { response } = await worker.dispatch('fetch', { request, preloadResponse: Promise.resolve(undefined) });
      expect(response).toBeUndefined();
    }
    expect(worker.caches.open).not.toHaveBeenCalled();
  });

  it('shows a pushed message with its conversation link, one notification per conversation', async () => {
    const worker = loadWorker();
    const payload = { title: 'Camille M. vous a écrit', body: 'Bonjour !', url: '/users/messages?conversation=4', tag: 'conversation-4' };
    await worker.dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Camille M. vous a écrit', {
      body: 'Bonjour !',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'fr',
      tag: 'conversation-4',
      renotify: true,
      data: { url: '/users/messages?conversation=4' },
    });
  });

  it('never sends a click to another site, and copes with a payload that is not JSON', async () => {
    const worker = loadWorker();
    const foreign = { title: 'x', body: 'y', url: 'https://ailleurs.example/piege' };
    await worker.dispatch('push', { data: { json: () => foreign, text: () => '' } });
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not json');
        },
        text: () => 'Vous avez un message',
      },
    });
    const calls = worker.self.registration.showNotification.mock.calls as unknown as Array<[string, { data: { url: string }; body: string; tag?: string }]>;
    expect(calls[0]![1].data.url).toBe('/');
    expect(calls[1]![0]).toBe('Toit Partagé');
    expect(calls[1]![1].body).toBe('Vous avez un message');
    expect(calls[1]![1].tag).toBeUndefined();
  });

  describe('notification click', () => {
    const click = (url: string) => ({ notification: { close: jest.fn(), data: { url } } });

    it("focuses an open tab and lets the shell's router go to the conversation", async () => {
      const tab = fakeTab(`${ORIGIN}/users/agenda`, { answers: true });
      const worker = loadWorker({ tabs: [fakeTab('https://ailleurs.example/'), tab] });
      const event = click('/users/messages?conversation=4');
      await worker.dispatch('notificationclick', event);
      expect(event.notification.close).toHaveBeenCalled();
      expect(tab.focus).toHaveBeenCalled();
      expect(tab.postMessage).toHaveBeenCalledWith({ type: 'tp-navigate', url: '/users/messages?conversation=4' }, expect.any(Array));
      expect(tab.navigate).not.toHaveBeenCalled();
      expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
    });

    it('reloads the tab at the conversation when the page does not answer', async () => {
      jest.useFakeTimers();
      try {
        const tab = fakeTab(`${ORIGIN}/users/agenda`, { answers: false });
        const worker = loadWorker({ tabs: [tab] });
        const done = worker.dispatch('notificationclick', click('/users/messages?conversation=4'));
        await jest.advanceTimersByTimeAsync(1000);
        await done;
        expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/users/messages?conversation=4`);
      } finally {
        jest.useRealTimers();
      }
    });

    it('opens a window when no tab of the site is open, and only focuses one already there', async () => {
      const none = loadWorker({ tabs: [fakeTab('https://ailleurs.example/')] });
      await none.dispatch('notificationclick', click('/proprietaire/messages?home_id=3&conversation=9'));
      expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/proprietaire/messages?home_id=3&conversation=9`);

      const there = fakeTab(`${ORIGIN}/users/messages?conversation=4`);
      const worker = loadWorker({ tabs: [fakeTab(`${ORIGIN}/`), there] });
      await worker.dispatch('notificationclick', click('/users/messages?conversation=4'));
      expect(there.focus).toHaveBeenCalled();
      expect(there.postMessage).not.toHaveBeenCalled();
    });
  });
});
