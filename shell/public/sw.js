/*
 * Toit Partagé service worker (served at /sw.js, scope /): shows chat push notifications, opens the
 * conversation on click, and shows an offline page when a page cannot be loaded. It caches nothing
 * else: the site is a live application and every page and API call goes to the network.
 */
/* eslint-env serviceworker */
'use strict';

// Bump when a precached file changes: the new worker installs a new cache and deletes the old one.
const VERSION = 'v1';
const CACHE_PREFIX = 'tp-offline-';
const CACHE_NAME = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_URL = '/offline.html';
const ICON_URL = '/icons/icon-192.png';
const BADGE_URL = '/icons/badge-96.png';
const PRECACHE = [OFFLINE_URL, ICON_URL, BADGE_URL];
/** How long an open tab has to confirm it moved to the conversation itself (see notificationclick). */
const NAVIGATE_ACK_MS = 1000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // cache: 'reload' skips the HTTP cache, so the copy kept is the one just deployed.
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)));
      // Navigations start while the worker boots instead of after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only page loads get a fallback; scripts, images and API calls go to the network untouched.
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        if (preloaded) return preloaded;
        return await fetch(request);
      } catch (error) {
        // A network failure (an HTTP error status is a response and passes through as is).
        const cache = await caches.open(CACHE_NAME);
        const offline = await cache.match(OFFLINE_URL);
        if (offline) return offline;
        throw error;
      }
    })(),
  );
});

/** A path of this site, never another origin: a push payload must not send anyone elsewhere. */
function sitePath(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Toit Partagé';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: ICON_URL,
    badge: BADGE_URL,
    lang: 'fr',
    data: { url: sitePath(payload.url) },
  };
  if (typeof payload.tag === 'string' && payload.tag) {
    // One notification per conversation, replaced by the newest message, which still rings.
    options.tag = payload.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Asks an open tab to move there itself (the shell's router, no reload); false if it does not answer. */
function askToNavigate(client, path) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), NAVIGATE_ACK_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: 'tp-navigate', url: path }, [channel.port2]);
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sitePath(event.notification.data && event.notification.data.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const ours = tabs.filter((tab) => new URL(tab.url).origin === self.location.origin);
      const tab = ours.find((candidate) => candidate.url === target) || ours.find((candidate) => candidate.focused) || ours[0];
      if (!tab) {
        await self.clients.openWindow(target);
        return;
      }
      // Focus first: browsers allow it only while the click's user activation lasts.
      const focused = await tab.focus().catch(() => tab);
      if (tab.url === target) return;
      if (await askToNavigate(focused, path)) return;
      // An older page without the listener: reload it there if we control it, else open a new tab.
      const navigated = await focused.navigate(target).catch(() => null);
      if (!navigated) await self.clients.openWindow(target);
    })(),
  );
});
