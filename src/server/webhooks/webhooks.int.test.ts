import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { testActor } from '../../../tests/testActor.ts';
import { messages, nodes, outboxEvents, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverDue, deliverNow, settleOutbox } from '../outbox/outboxDelivery.ts';
import { ApiError } from '../http/ApiError.ts';
import { useWebhookAttemptSettings } from './attemptDelivery.ts';
import {
  redeliverWebhook,
  saveWebhookEndpoint,
  sendWebhookPing,
  type WebhookOwner,
} from './webhookEndpoints.commands.ts';
import { listWebhookDeliveries } from './webhooks.queries.ts';
import { verifyWebhookSignature } from './webhookSignature.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import type { WebhookEventType } from '@/shared/webhooks/webhookEvents.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver: records each request and answers the next queued status (200 once none are left). */
const received: Received[] = [];
const statuses: number[] = [];
let server: Server;
let receiverUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let owner: WebhookOwner;
beforeEach(async () => {
  received.length = 0;
  statuses.length = 0;
  useWebhookAttemptSettings({});
  await settleOutbox();
  await t.db.delete(outboxEvents);
  await t.db.delete(webhookDeliveries);
  await t.db.delete(webhookEndpoints);
  owner = {
    member: await rows.currentUser({ role: 'owner', email: `owner${Date.now()}@example.com` }),
    ip: '127.0.0.1',
  };
});

async function endpoint(events: WebhookEventType[] = ['moment.created'], url = receiverUrl) {
  const saved = await saveWebhookEndpoint(
    owner,
    { url, events, active: true, allowPrivateAddresses: true },
    t.db,
  );
  return { id: saved.id, secret: saved.secret! };
}

async function postMoment(title = 'Release notes') {
  const author = await rows.currentUser({ email: `author${Date.now()}@example.com` });
  const saved = await createMoment(
    testActor(author),
    createMomentSchema.parse({ type: 0, title, content: '<p>Version 2 is out</p>', tags: [] }),
    t.db,
  );
  await settleOutbox();
  return { ...saved, author };
}

const deliveriesOf = (endpointId: number) => listWebhookDeliveries(endpointId, t.db);
const later = (ms: number) => new Date(Date.now() + ms);

describe('webhooks', () => {
  it('deliver a new moment signed with the endpoint secret, public data only', async () => {
    const hook = await endpoint();
    const { id, author } = await postMoment();
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(
      verifyWebhookSignature(String(request!.headers['plaza-signature']), request!.body, hook.secret),
    ).toBe(true);
    expect(
      verifyWebhookSignature(String(request!.headers['plaza-signature']), request!.body, 'whsec_wrong'),
    ).toBe(false);
    const payload = JSON.parse(request!.body) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual(['id', 'type', 'occurredAt', 'data']);
    expect(payload).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'moment.created',
      data: {
        moment: { id, status: 'published', title: 'Release notes', path: `/moment/${id}` },
        author: { id: author.id },
      },
    });
    expect(request!.body).not.toContain('@example.com');
    expect(request!.headers['plaza-event']).toBe('moment.created');
    const [delivery] = await deliveriesOf(hook.id);
    expect(request!.headers['plaza-delivery']).toBe(String(delivery!.id));
    expect(delivery).toMatchObject({
      status: 'succeeded',
      responseStatus: 200,
      responseExcerpt: 'thanks',
      attempts: 1,
    });
  });

  it('make one delivery per endpoint however often the outbox delivers the same event', async () => {
    const hook = await endpoint();
    const other = await endpoint(['moment.created', 'moment.edited']);
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const event = { type: 'moment.created', momentId, userId: author } as const;
    await deliverNow([await recordEvent(t.db, event)], t.db);
    await deliverNow([await recordEvent(t.db, event)], t.db);
    await settleOutbox();
    expect(await deliveriesOf(hook.id)).toHaveLength(1);
    expect(await deliveriesOf(other.id)).toHaveLength(1);
    expect(received).toHaveLength(2);
  });

  it('skip endpoints that do not want the event or are off', async () => {
    const edits = await endpoint(['moment.edited']);
    const off = await endpoint();
    await t.db.update(webhookEndpoints).set({ active: false }).where(eq(webhookEndpoints.id, off.id));
    await postMoment();
    expect(await deliveriesOf(edits.id)).toHaveLength(0);
    expect(await deliveriesOf(off.id)).toHaveLength(0);
    expect(received).toHaveLength(0);
  });

  it('retry after a 500 with the outbox backoff, then succeed', async () => {
    const hook = await endpoint();
    statuses.push(500);
    await postMoment();
    const [failed] = await deliveriesOf(hook.id);
    expect(failed).toMatchObject({ status: 'retrying', responseStatus: 500, error: 'HTTP 500', attempts: 1 });
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 3_000);
    const [health] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(health!.failingSince).not.toBeNull();
    // Not due yet: nothing is sent again.
    await deliverDue(t.db);
    expect(received).toHaveLength(1);
    await deliverDue(t.db, later(6_000));
    await settleOutbox();
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers['plaza-delivery']).toBe(received[0]!.headers['plaza-delivery']);
    const [retried] = await deliveriesOf(hook.id);
    expect(retried).toMatchObject({
      status: 'succeeded',
      responseStatus: 200,
      attempts: 2,
      nextAttemptAt: null,
    });
    const [healed] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(healed!.failingSince).toBeNull();
  });

  it('redeliver by hand as a new delivery of the same event', async () => {
    const hook = await endpoint();
    await postMoment();
    const [first] = await deliveriesOf(hook.id);
    const againId = await redeliverWebhook(owner, first!.id, t.db);
    await settleOutbox();
    expect(againId).not.toBe(first!.id);
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers['plaza-delivery']).toBe(String(againId));
    const [again] = await deliveriesOf(hook.id);
    expect(again).toMatchObject({
      id: againId,
      redeliveryOf: first!.id,
      status: 'succeeded',
      eventId: first!.eventId,
    });
  });

  it('keep the last 50 deliveries of an endpoint', async () => {
    const hook = await endpoint();
    for (let i = 0; i < 52; i++) await sendWebhookPing(owner, hook.id, t.db);
    const kept = await t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id));
    expect(kept).toHaveLength(50);
  });

  it('disable an endpoint failing for a day and tell its owner', async () => {
    const hook = await endpoint();
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(webhookEndpoints.id, hook.id));
    statuses.push(500);
    await postMoment();
    const [endpointRow] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(endpointRow).toMatchObject({ active: false });
    expect(endpointRow!.disabledAt).not.toBeNull();
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    const notices = await t.db
      .select({ quote: messages.quote })
      .from(messages)
      .where(and(eq(messages.userId, owner.member!.id), eq(messages.type, 'webhook_disabled')));
    expect(notices).toEqual([{ quote: receiverUrl }]);
    // Nothing more is tried, and the next event is not sent to it.
    await deliverDue(t.db, later(10 * 60_000));
    await postMoment('Another');
    expect(received).toHaveLength(1);
  });

  it('refuse a private address at save unless allowed, and at connect time when a name resolves to one', async () => {
    const save = (url: string) =>
      saveWebhookEndpoint(
        owner,
        { url, events: ['moment.created'], active: true, allowPrivateAddresses: false },
        t.db,
      );
    for (const url of [
      'http://127.0.0.1/',
      'http://10.0.0.8/',
      'http://169.254.169.254/',
      'http://[::1]/',
      'http://localhost/',
    ]) {
      await expect(save(url)).rejects.toBeInstanceOf(ApiError);
    }
    const port = new URL(receiverUrl).port;
    const hostile: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    useWebhookAttemptSettings({ lookup: hostile });
    const named = await save(`http://hooks.example.com:${port}/hook`);
    await postMoment();
    const [refused] = await deliveriesOf(named.id);
    expect(refused).toMatchObject({ status: 'retrying', responseStatus: null });
    expect(refused!.error).toMatch(/^address refused/);
    expect(received).toHaveLength(0);
    // The owner allows private addresses: the same name now reaches the receiver.
    await saveWebhookEndpoint(
      owner,
      {
        id: named.id,
        url: `http://hooks.example.com:${port}/hook`,
        events: ['moment.created'],
        active: true,
        allowPrivateAddresses: true,
      },
      t.db,
    );
    await deliverDue(t.db, later(6_000));
    await settleOutbox();
    expect(received).toHaveLength(1);
    const [delivered] = await deliveriesOf(named.id);
    expect(delivered).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
});
