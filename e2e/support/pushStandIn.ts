import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';

/** The subscription a stand-in push service hands out: an endpoint and the keys the test holds. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Runs in each page before its scripts. Chromium here has no push service to register with (its
 * `pushManager.subscribe` would fail), so this stands in for the registration alone: `subscribe`
 * keeps the application server key it was given and answers the test's subscription, whose
 * endpoint is the test's push service and whose P-256 keys are real. Everything else (permission,
 * service worker, the forum's API, showing and clicking the notification) is the browser's own.
 */
function standInPushRegistration(subscription: StandInSubscription) {
  const KEY = 'e2e-push-application-server-key';
  const toBase64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fromBase64url = (text: string) => {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0)).buffer;
  };
  const made = (applicationServerKey: string) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromBase64url(applicationServerKey) },
    getKey: (name: string) =>
      fromBase64url(name === 'auth' ? subscription.keys.auth : subscription.keys.p256dh),
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    if (!(key instanceof Uint8Array))
      throw new DOMException('no application server key', 'InvalidStateError');
    localStorage.setItem(KEY, toBase64url(key));
    return made(toBase64url(key)) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(KEY);
    return key ? (made(key) as unknown as PushSubscription) : null;
  };
}

export async function standInPushService(context: BrowserContext, subscription: StandInSubscription) {
  await context.addInitScript(standInPushRegistration, subscription);
}

/** The application server key the page subscribed with (base64url), as the stand-in kept it. */
export function subscribedKey(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('e2e-push-application-server-key'));
}

/** The forum's service worker once it is active and controls the page. */
export async function activeServiceWorker(page: Page): Promise<Worker> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  const worker = page
    .context()
    .serviceWorkers()
    .find((candidate) => candidate.url().includes('/sw.js'));
  if (worker) return worker;
  return page.context().waitForEvent('serviceworker');
}

/** Delivers a push to the page's service worker as the browser does when its push service sends one (DevTools). */
export async function deliverPush(page: Page, data: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const scope = new URL('/', page.url()).href;
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => entry.scopeURL === scope && !entry.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(data),
  });
  await cdp.detach();
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string;
}

/** The notifications the service worker shows, read through the registration. */
export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: String((notification.data as { url?: string } | null)?.url ?? ''),
    }));
  });
}

/**
 * Clicks the shown notification as far as a test can: Chromium offers no way to click a system
 * notification, so the worker is sent a `notificationclick` carrying the real notification, and the
 * windows it would focus or open are recorded instead of opened (a window may only be opened on a
 * person's click). Answers what the handler did and how many notifications are left.
 */
export async function clickNotification(worker: Worker): Promise<{ actions: string[]; left: number }> {
  return worker.evaluate(async () => {
    interface Scope {
      registration: ServiceWorkerRegistration;
      clients: { openWindow(url: string): Promise<unknown> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      WindowClient: { prototype: { focus(): Promise<unknown>; url: string } };
    }
    const scope = self as unknown as Scope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) return { actions: [], left: 0 };
    const actions: string[] = [];
    const clients = scope.clients;
    clients.openWindow = async (url: string) => void actions.push(`open ${url}`);
    const focusing = scope.WindowClient.prototype;
    focusing.focus = async function (this: { url: string }) {
      actions.push(`focus ${this.url}`);
    };
    const event = new scope.NotificationEvent('notificationclick', { notification });
    const waits: Array<Promise<unknown>> = [];
    // A script's event may not extend itself; the handler's promise is awaited here instead.
    Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => waits.push(promise) });
    scope.dispatchEvent(event);
    await Promise.all(waits);
    return { actions, left: (await scope.registration.getNotifications()).length };
  });
}

/** Nothing in the worker's caches but the offline page and the build's assets. */
export async function expectOnlySafeCacheEntries(page: Page): Promise<void> {
  const urls = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) found.push(new URL(request.url).pathname);
    }
    return found;
  });
  expect(urls).toContain('/offline');
  for (const url of urls) expect(url === '/offline' || url.startsWith('/_astro/'), url).toBe(true);
}
