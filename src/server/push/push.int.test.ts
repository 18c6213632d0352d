import { globalAgent } from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { startTestPushService, type TestPushService } from '../../../tests/testPushService.ts';
import { outboxEvents, pushDevices, users } from '../db/schema/index.ts';
import { createMessage } from '../messages/createMessage.ts';
import { deliverDue, settleOutbox } from '../outbox/outboxDelivery.ts';
import { saveNotificationSettings } from '../notifications/notificationChoices.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { savePushDevice } from './pushDevices.commands.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { startConversation } from '../conversations/startConversation.ts';
import { markConversationRead } from '../conversations/markConversationRead.ts';
import { MESSAGE_NOTICE_DELAY_MS } from '../conversations/publishMessage.ts';
import { DEFAULT_NOTIFICATION_CHOICES } from '@/shared/notifications/notificationKinds.ts';
import type { PushPayload } from '@/shared/push/pushPayload.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const kit = conversationTestKit(t);
let service: TestPushService;

beforeAll(async () => {
  service = await startTestPushService();
  // The test's push service presents a certificate of its own making: this process trusts it.
  globalAgent.options.ca = service.certificate;
});
afterAll(async () => {
  globalAgent.options.ca = undefined;
  await service.close();
});
beforeEach(async () => {
  await t.db.delete(outboxEvents);
});

async function memberWithDevice(values: { locale?: string } = {}) {
  const userId = await rows.user(values);
  const subscription = service.subscribe();
  const deviceId = await savePushDevice(userId, subscription, 'Chrome · Linux', t.db);
  return { userId, deviceId, path: new URL(subscription.endpoint).pathname };
}

function pushesTo(path: string) {
  return service.received.filter((push) => push.path === path);
}

function payloadOf(path: string, at = 0): PushPayload {
  return JSON.parse(pushesTo(path)[at]!.text) as PushPayload;
}

async function commentNotice(userId: number, actorId: number, title = 'Autumn in Kyoto') {
  const momentId = await rows.moment(userId, { title });
  await createMessage(
    { userId, actorId, type: 'comment', kind: 'moment', entityId: momentId, commentId: 77 },
    t.db,
  );
  await settleOutbox();
  return momentId;
}

describe('web push delivery', () => {
  it('sends an encrypted push the device can read: the forum, who did what, the item and a tag', async () => {
    const { userId, deviceId, path } = await memberWithDevice();
    const actor = await rows.user({ nickname: 'Mika' });
    await commentNotice(userId, actor);

    const [push] = pushesTo(path);
    expect(push?.status).toBe(201);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push?.headers.urgency).toBe('normal');
    expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=[A-Za-z0-9_-]{87}$/);
    const site = (await loadSiteConfig(t.db)).siteTitle;
    expect(payloadOf(path)).toEqual({
      title: site,
      body: 'Mika commented on your moment “Autumn in Kyoto”',
      url: '/comment/77',
      tag: expect.stringMatching(/^message:comment:moment:\d+:77$/),
    });
    const [device] = await t.db.select().from(pushDevices).where(eq(pushDevices.id, deviceId));
    expect(device?.lastPushedAt).toBeInstanceOf(Date);
  });

  it("writes in the member's own language", async () => {
    const { userId, path } = await memberWithDevice({ locale: 'zh-CN' });
    const actor = await rows.user({ nickname: '小林' });
    await commentNotice(userId, actor, '京都的秋天');
    expect(payloadOf(path)).toMatchObject({ body: '小林 评论了你的动态「京都的秋天」', url: '/comment/77' });
  });

  it('removes a device whose push service answers 410 Gone, and sends it nothing more', async () => {
    const { userId, deviceId, path } = await memberWithDevice();
    const actor = await rows.user();
    service.answerNext(410);
    await commentNotice(userId, actor);
    expect(pushesTo(path).map((push) => push.status)).toEqual([410]);
    expect(await t.db.select().from(pushDevices).where(eq(pushDevices.id, deviceId))).toEqual([]);
    expect(await t.db.select().from(outboxEvents)).toEqual([]);
  });

  it('leaves a failed push to the outbox, which retries that device alone and succeeds later', async () => {
    const { userId, path } = await memberWithDevice();
    const second = service.subscribe();
    await savePushDevice(userId, second, 'Firefox · Android', t.db);
    const secondPath = new URL(second.endpoint).pathname;
    const actor = await rows.user({ nickname: 'Ren' });
    service.answerNext(500);
    await commentNotice(userId, actor);

    const firstTry = [...pushesTo(path), ...pushesTo(secondPath)].map((push) => push.status).sort();
    expect(firstTry).toEqual([201, 500]);
    const failedPath = pushesTo(path)[0]!.status === 500 ? path : secondPath;
    const waiting = await t.db.select().from(outboxEvents);
    expect(waiting.map((row) => [row.type, row.attempts])).toEqual([['push.requested', 1]]);
    expect(waiting[0]!.lastError).toMatch(/^Push not sent \(500 from 127\.0\.0\.1:\d+\)$/);
    expect(waiting[0]!.lastError).not.toContain('/push/');

    expect(await deliverDue(t.db, new Date(Date.now() + 60_000))).toBe(1);
    await settleOutbox();
    expect(pushesTo(failedPath).map((push) => push.status)).toEqual([500, 201]);
    expect(payloadOf(failedPath, 1).body).toBe('Ren commented on your moment “Autumn in Kyoto”');
    expect(pushesTo(path).length + pushesTo(secondPath).length).toBe(3);
    expect(await t.db.select().from(outboxEvents)).toEqual([]);
  });

  it('sends nothing to a member who turned pushes off for the kind, and still sends the kinds left on', async () => {
    const { userId, path } = await memberWithDevice();
    const choices = structuredClone(DEFAULT_NOTIFICATION_CHOICES);
    choices.replies.push = false;
    choices.follows.push = true;
    await saveNotificationSettings(userId, { choices, digestDays: 7, locale: '' }, t.db);
    const actor = await rows.user({ nickname: 'Ada' });
    await commentNotice(userId, actor);
    expect(pushesTo(path)).toEqual([]);
    expect(await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'push.requested'))).toEqual([]);

    await createMessage({ userId, actorId: actor, type: 'follow' }, t.db);
    await settleOutbox();
    expect(payloadOf(path).body).toBe('Ada followed you');
  });

  it('pushes no forum notice without a kind (a trust level), which stays in the message centre', async () => {
    const { userId, path } = await memberWithDevice();
    await createMessage({ userId, actorId: 0, type: 'trust_member' }, t.db);
    await settleOutbox();
    expect(pushesTo(path)).toEqual([]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('pushes a conversation message the member has not read once its notice is due, and none once read', async () => {
    const { userId, path } = await memberWithDevice();
    const sender = await rows.user({ nickname: 'Noa' });
    const unread = await startConversation(
      await kit.actor(sender),
      { memberIds: [userId], content: 'Lunch   at noon?', images: [] },
      t.db,
    );
    expect(pushesTo(path)).toEqual([]);
    const due = new Date(Date.now() + MESSAGE_NOTICE_DELAY_MS + 60_000);
    await deliverDue(t.db, due);
    await settleOutbox();
    const site = (await loadSiteConfig(t.db)).siteTitle;
    expect(payloadOf(path)).toEqual({
      title: `Noa wrote to you on ${site}`,
      body: 'Lunch at noon?',
      url: `/user/conversations/${unread.conversationId}`,
      tag: `conversation:${unread.conversationId}`,
    });

    const read = await startConversation(
      await kit.actor(await rows.user()),
      { memberIds: [userId], content: 'Seen already', images: [] },
      t.db,
    );
    await markConversationRead(userId, read.conversationId, t.db);
    await deliverDue(t.db, due);
    await settleOutbox();
    expect(pushesTo(path)).toHaveLength(1);
  });
});
