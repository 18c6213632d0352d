/* Plaza's service worker (decision 063), served by src/pages/sw.js.ts with the build id and the
 * page's language filled in. It caches two things only: the offline page and the build's hashed
 * assets (/_astro/). Pages and API answers always go to the network and are never stored, so one
 * member's page can never be shown to another; a navigation that fails offline gets the offline page. */
/* global self, caches, clients, fetch, Response */

const BUILD = '__BUILD__';
const LOCALE = '__LOCALE__';
const OFFLINE_CACHE = `plaza-offline-${BUILD}-${LOCALE}`;
const ASSET_CACHE = `plaza-assets-${BUILD}`;
const OFFLINE_URL = '/offline';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      // Without the session cookie: the offline page is the same for everyone in this language.
      const response = await fetch(`${OFFLINE_URL}?locale=${LOCALE}`, { credentials: 'omit' });
      if (!response.ok) throw new Error(`offline page answered ${response.status}`);
      await cache.put(OFFLINE_URL, response);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('plaza-') && name !== OFFLINE_CACHE && name !== ASSET_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

async function cachedAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    return offline ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_astro/')) event.respondWith(cachedAsset(request));
  else if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
});

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : undefined;
  } catch {
    notice = undefined;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/app-icon/192.png',
      lang: LOCALE,
      data: { url: typeof notice.url === 'string' ? notice.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path on this forum: a payload can never send the member elsewhere.
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const showing = open.find((client) => client.url === url);
      if (showing) return showing.focus();
      return clients.openWindow(url);
    })(),
  );
});
