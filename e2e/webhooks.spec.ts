import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectFitsWidth } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import type { OwnerSession } from './support/members.ts';
import { WEBHOOK_WORDS, WebhooksAdmin } from './support/pages/WebhooksAdmin.ts';
import { verifyWebhookSignature } from '../src/server/webhooks/webhookSignature.ts';

// Webhooks (issue 43, decision 073): the owner adds an endpoint on /admin/webhooks, a member posts a
// moment, the receiver gets a signed delivery, and the owner sees it with its status and redelivers it;
// in both languages and at phone width. A private address is refused unless the owner allows it.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
let owner: OwnerSession;
let author: Member;
const endpointIds: number[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  owner = await accounts.ownerSession();
  author = await accounts.member('WebhookAuthor');
});

test.afterAll(async () => {
  // Other specs keep posting: the endpoints go with the receiver.
  for (const id of endpointIds) await owner.api.post('/api/admin/webhooks/delete', { data: { id } });
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** The deliveries of a moment's creation the receiver got at `path` (one endpoint's). */
const deliveriesOfMoment = (momentId: number, path: string) =>
  received.filter((request) => {
    if (request.path !== path) return false;
    const payload = JSON.parse(request.body) as { type: string; data: { moment?: { id: number } } };
    return payload.type === 'moment.created' && payload.data.moment?.id === momentId;
  });

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`the owner adds an endpoint, a moment is delivered signed, and redelivered (${locale})`, async ({
    browse,
  }) => {
    test.setTimeout(60_000);
    const words = WEBHOOK_WORDS[locale];
    const page = await browse({ as: owner, locale });
    const admin = new WebhooksAdmin(page, words);
    await admin.open();

    // Without the owner's leave, the receiver's loopback address is refused.
    const path = `/plaza/${locale}`;
    await admin.add(`${receiverUrl}${path}`, { allowPrivate: false });
    await expect(page.locator('.form-field-error')).toHaveText(words.privateRefused);

    await page.getByRole('checkbox', { name: words.allowPrivate }).check();
    await page.getByRole('button', { name: words.add }).click();
    const secret = await admin.shownSecret();
    await page.getByRole('link', { name: words.open }).click();
    await page.waitForURL(/\/admin\/webhooks\/\d+$/);
    endpointIds.push(Number(new URL(page.url()).pathname.split('/').pop()));

    const momentId = await createMoment(author.api, { title: `Webhook moment ${locale}` });
    await expect.poll(() => deliveriesOfMoment(momentId, path).length).toBe(1);
    const [delivery] = deliveriesOfMoment(momentId, path);
    expect(verifyWebhookSignature(String(delivery!.headers['plaza-signature']), delivery!.body, secret)).toBe(
      true,
    );
    expect(delivery!.headers['plaza-event']).toBe('moment.created');

    // Other specs post moments at the same time, so this endpoint may hold their deliveries too:
    // the rows are found by their delivery ids, never by their place in the list.
    const firstId = String(delivery!.headers['plaza-delivery']);
    await admin.openEndpointUntil(endpointIds.at(-1)!, firstId, words.delivered);
    const first = admin.delivery(firstId);
    await expect(first.locator('[data-delivery-status]')).toHaveText(words.delivered);
    await expect(first.locator('[data-response-status]')).toHaveText('HTTP 200');

    await admin.redeliver(first);
    await expect.poll(() => deliveriesOfMoment(momentId, path).length).toBe(2);
    const [, again] = deliveriesOfMoment(momentId, path);
    expect(again!.body).toBe(delivery!.body);
    expect(again!.headers['plaza-delivery']).not.toBe(delivery!.headers['plaza-delivery']);
    const againId = String(again!.headers['plaza-delivery']);
    await admin.openEndpointUntil(endpointIds.at(-1)!, againId, words.delivered);
    await expect(admin.delivery(againId).locator('[data-delivery-status]')).toHaveText(words.delivered);
    expect(verifyWebhookSignature(String(again!.headers['plaza-signature']), again!.body, secret)).toBe(true);
  });
}

test('the endpoint page fits a phone, and a test event reaches the receiver', async ({ browse }) => {
  const page = await browse({ as: owner, locale: 'zh-CN', viewport: { width: 375, height: 800 } });
  const admin = new WebhooksAdmin(page, WEBHOOK_WORDS['zh-CN']);
  await admin.openEndpoint(endpointIds[0]!);
  await expectFitsWidth(page, 375);
  const before = received.length;
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: WEBHOOK_WORDS['zh-CN'].sendTest }).click(),
  ]);
  await expect
    .poll(() => received.slice(before).some((request) => request.headers['plaza-event'] === 'ping'))
    .toBe(true);
  const ping = received.slice(before).find((request) => request.headers['plaza-event'] === 'ping')!;
  await expect(admin.delivery(String(ping.headers['plaza-delivery']))).toContainText('测试事件');
  await expectFitsWidth(page, 375);
  await admin.open();
  await expectFitsWidth(page, 375);
});

test('a member cannot open the webhooks screen or call its API', async ({ browse }) => {
  const page = await browse({ as: author, locale: 'en-US' });
  const response = await page.goto('/admin/webhooks');
  expect(response?.status()).toBe(403);
  const refused = await author.api.post('/api/admin/webhooks/save', {
    data: { url: 'https://example.com/', events: ['moment.created'] },
  });
  expect(refused.status()).toBe(403);
});
