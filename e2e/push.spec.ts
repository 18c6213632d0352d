import type { Browser } from '@playwright/test';
import { expect, test, type Member } from './support/fixtures.ts';
import { createMoment } from './support/content.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { signInBrowser } from './support/members.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { expectFitsWidth, PHONE, useLocale, type Locale } from './support/browsing.ts';
import {
  activeServiceWorker,
  clickNotification,
  deliverPush,
  shownNotifications,
  standInPushService,
  subscribedKey,
} from './support/pushStandIn.ts';
import { storedRows } from './support/storedFacts.ts';
import { SiteHeader } from './support/pages/SiteHeader.ts';
import { startTestPushService, type TestPushService } from '../tests/testPushService.ts';

// A member turns push notifications on for their phone on the notification settings page, gets a
// push, clicks it, and removes devices again; in both languages, at phone width (decision 063).

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const WORDS = {
  'en-US': {
    title: 'Notification settings',
    section: 'Push notifications',
    empty: 'No device receives push notifications yet.',
    enable: 'Turn on for this device',
    enabledHere: 'Push notifications are on for this device.',
    list: 'Devices that receive push notifications',
    thisDevice: 'This device',
    never: 'No notice sent yet',
    remove: 'Remove',
  },
  'zh-CN': {
    title: '通知设置',
    section: '推送通知',
    empty: '还没有设备接收推送通知。',
    enable: '在此设备上开启',
    enabledHere: '此设备已开启推送通知。',
    list: '接收推送通知的设备',
    thisDevice: '当前设备',
    never: '尚未发送通知',
    remove: '移除',
  },
} as const;

let service: TestPushService;
test.beforeAll(async () => {
  service = await startTestPushService();
});
test.afterAll(async () => {
  await service.close();
});

async function phoneOf(browser: Browser, reader: Member, locale: Locale) {
  const baseURL = E2E_SERVERS.main.url;
  const context = await browser.newContext({ baseURL, locale, viewport: PHONE, serviceWorkers: 'allow' });
  await useLocale(context, locale, baseURL);
  await signInBrowser(context, reader, baseURL);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const { privateKey: _held, ...subscription } = service.subscribe();
  await standInPushService(context, subscription);
  return { context, page: await context.newPage(), subscription };
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a member turns push on for their phone, is shown a push, opens its item and removes devices (${locale})`, async ({
    accounts,
    browser,
  }) => {
    test.slow();
    const words = WORDS[locale];
    const [reader, writer] = await accounts.members('Pushed', 'Writer');
    const momentId = await createMoment(writer.api, { title: `Pushed ${RUN}` });
    const { context, page, subscription } = await phoneOf(browser, reader, locale);
    const section = page.getByRole('region', { name: words.section });
    const devices = section.getByRole('list', { name: words.list }).getByRole('listitem');

    await gotoHydrated(page, '/user/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(section.getByText(words.empty)).toBeVisible();
    await section.getByRole('button', { name: words.enable }).click();
    await expect(section.getByText(words.enabledHere)).toBeVisible();
    await expect(devices).toHaveCount(1);
    // The project's Chrome says it runs on Windows.
    await expect(devices.first()).toContainText('Chrome · Windows');
    await expect(devices.first()).toContainText(words.thisDevice);
    await expect(devices.first()).toContainText(words.never);
    // The browser subscribed with the forum's public VAPID key: an uncompressed P-256 point.
    expect(await subscribedKey(page)).toMatch(/^B[A-Za-z0-9_-]{86}$/);

    // The server kept it: a fresh load lists it, and subscribing again adds no second row.
    await gotoHydrated(page, '/user/notifications');
    await expect(devices).toHaveCount(1);
    await expect(section.getByText(words.enabledHere)).toBeVisible();
    const again = await reader.api.post('/api/user/push/subscribe', { data: subscription });
    expect(again.ok()).toBe(true);
    expect(((await again.json()) as { data: unknown[] }).data).toHaveLength(1);
    await expectFitsWidth(page);

    // The push service delivers a push: the worker shows it, and a repeat with its tag replaces it.
    const worker = await activeServiceWorker(page);
    const push = {
      title: 'Plaza',
      body: `${writer.nickname} commented`,
      url: `/moment/${momentId}`,
      tag: `t${RUN}`,
    };
    await deliverPush(page, push);
    await expect.poll(() => shownNotifications(page)).toEqual([push]);
    await deliverPush(page, push);
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);

    // Clicked with no tab on the item: the item opens. With the item open: that tab is focused.
    const itemUrl = new URL(`/moment/${momentId}`, E2E_SERVERS.main.url).href;
    expect(await clickNotification(worker)).toEqual({ actions: [`open ${itemUrl}`], left: 0 });
    await page.goto(`/moment/${momentId}`);
    await deliverPush(page, push);
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    expect(await clickNotification(worker)).toEqual({ actions: [`focus ${itemUrl}`], left: 0 });

    // Another browser of the member's subscribes; the list names it and removes it.
    const { privateKey: _other, ...otherDevice } = service.subscribe();
    const added = await reader.api.post('/api/user/push/subscribe', {
      data: otherDevice,
      headers: { 'user-agent': FIREFOX_ON_ANDROID },
    });
    expect(added.ok()).toBe(true);
    await gotoHydrated(page, '/user/notifications');
    await expect(devices).toHaveCount(2);
    const firefox = devices.filter({ hasText: 'Firefox · Android' });
    await expect(firefox).not.toContainText(words.thisDevice);
    await expectFitsWidth(page);
    await firefox.getByRole('button', { name: words.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.remove }).click();
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText(words.thisDevice);

    // Removing this device turns pushes off here too.
    await devices.first().getByRole('button', { name: words.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.remove }).click();
    await expect(section.getByText(words.empty)).toBeVisible();
    await expect(section.getByRole('button', { name: words.enable })).toBeVisible();
    expect(await subscribedKey(page)).toBeNull();
    const listed = await reader.api.get('/api/user/push/devices');
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
    await context.close();
  });
}

test("a member cannot remove another member's device", async ({ accounts }) => {
  const [owner, other] = await accounts.members('DeviceOwner', 'Other');
  const { privateKey: _held, ...device } = service.subscribe();
  const mine = (await (await owner.api.post('/api/user/push/subscribe', { data: device })).json()) as {
    data: Array<{ id: number }>;
  };
  const refused = await other.api.post('/api/user/push/revoke', { data: { id: mine.data[0]!.id } });
  expect(refused.status()).toBe(404);
  const still = (await (await owner.api.get('/api/user/push/devices')).json()) as { data: unknown[] };
  expect(still.data).toHaveLength(1);
  await owner.api.post('/api/user/push/revoke', { data: { id: mine.data[0]!.id } });
});

test('signing out stops this browser’s pushes: the device is forgotten and the browser unsubscribed', async ({
  accounts,
  browser,
}) => {
  const reader = await accounts.member('SignsOut');
  const { context, page } = await phoneOf(browser, reader, 'en-US');
  await page.setViewportSize({ width: 1280, height: 800 });
  const section = page.getByRole('region', { name: 'Push notifications' });
  await gotoHydrated(page, '/user/notifications');
  await section.getByRole('button', { name: 'Turn on for this device' }).click();
  await expect(section.getByText('Push notifications are on for this device.')).toBeVisible();
  const devicesOf = () => storedRows('SELECT id FROM push_devices WHERE user_id = ?', [reader.id]);
  expect(await devicesOf()).toHaveLength(1);

  const dialog = await new SiteHeader(page).startLogOut(reader.nickname);
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('/');
  expect(await subscribedKey(page)).toBeNull();
  expect(await devicesOf()).toEqual([]);
  await context.close();
});
