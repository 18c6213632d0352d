import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { users } from '../db/schema/index.ts';
import { loadNotificationSettings } from './notificationChoices.ts';
import { unsubscribeUrl, type UnsubscribeTopic } from './unsubscribeLink.ts';
import { answerUnsubscribe } from './unsubscribeRequest.ts';
import {
  DEFAULT_NOTIFICATION_CHOICES,
  NOTIFICATION_KINDS,
} from '@/shared/notifications/notificationKinds.ts';

const t = useTestDatabase();

async function member(): Promise<number> {
  const [row] = await t.db.insert(users).values({ nickname: 'Reader' }).$returningId();
  return row!.id;
}

async function linkFor(userId: number, topic: UnsubscribeTopic): Promise<URL> {
  return new URL(await unsubscribeUrl(userId, topic, t.db), 'http://plaza.test');
}

/** A mail client's RFC 8058 POST: the body and nothing else, no cookie, another origin. */
function oneClick(url: URL, body = 'List-Unsubscribe=One-Click', type = 'application/x-www-form-urlencoded') {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': type, origin: 'https://mail.example' },
    body,
  });
}

describe('one-click unsubscribe', () => {
  it('asks on GET, turns the kind’s mail off on the one-click POST, and leaves the rest', async () => {
    const id = await member();
    const url = await linkFor(id, 'replies');
    expect(await answerUnsubscribe(new Request(url), url, t.db)).toEqual({
      kind: 'ask',
      topic: 'replies',
      status: 200,
    });
    expect((await loadNotificationSettings(id, t.db)).choices.replies.email).toBe(true);
    expect(await answerUnsubscribe(oneClick(url), url, t.db)).toEqual({
      kind: 'done',
      topic: 'replies',
      status: 200,
    });
    const after = await loadNotificationSettings(id, t.db);
    expect(after.choices).toEqual({
      ...DEFAULT_NOTIFICATION_CHOICES,
      replies: { inApp: true, email: false, push: true },
    });
    expect(after.digestDays).toBe(7);
  });

  it('takes the multipart form of the body too', async () => {
    const id = await member();
    const url = await linkFor(id, 'mentions');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const request = new Request(url, { method: 'POST', body: form });
    expect((await answerUnsubscribe(request, url, t.db)).kind).toBe('done');
    expect((await loadNotificationSettings(id, t.db)).choices.mentions.email).toBe(false);
  });

  it('turns the digest to never for "digest", and every mail off for "all"', async () => {
    const digestOnly = await member();
    const digestUrl = await linkFor(digestOnly, 'digest');
    await answerUnsubscribe(oneClick(digestUrl), digestUrl, t.db);
    expect(await loadNotificationSettings(digestOnly, t.db)).toEqual({
      choices: DEFAULT_NOTIFICATION_CHOICES,
      digestDays: 0,
      locale: '',
    });
    const everything = await member();
    const allUrl = await linkFor(everything, 'all');
    await answerUnsubscribe(oneClick(allUrl), allUrl, t.db);
    const quiet = await loadNotificationSettings(everything, t.db);
    expect(NOTIFICATION_KINDS.filter((kind) => quiet.choices[kind].email)).toEqual([]);
    expect(quiet.choices.replies).toEqual({ inApp: true, email: false, push: true });
    expect(quiet.digestDays).toBe(0);
  });

  it('refuses a forged or altered link and another body, changing nothing', async () => {
    const victim = await member();
    const other = await member();
    const own = await linkFor(other, 'all');
    const forged = new URL(own);
    forged.searchParams.set('u', String(victim));
    expect(await answerUnsubscribe(oneClick(forged), forged, t.db)).toEqual({ kind: 'invalid', status: 400 });
    const noSignature = new URL(own);
    noSignature.searchParams.delete('s');
    expect((await answerUnsubscribe(oneClick(noSignature), noSignature, t.db)).kind).toBe('invalid');
    expect((await answerUnsubscribe(oneClick(own, 'List-Unsubscribe=Yes'), own, t.db)).kind).toBe(
      'bad-request',
    );
    expect((await answerUnsubscribe(oneClick(own, '{}', 'application/json'), own, t.db)).status).toBe(400);
    for (const id of [victim, other]) {
      expect(await loadNotificationSettings(id, t.db)).toEqual({
        choices: DEFAULT_NOTIFICATION_CHOICES,
        digestDays: 7,
        locale: '',
      });
    }
  });

  it('answers 404 for a member who is gone', async () => {
    const id = await member();
    const url = await linkFor(id, 'likes');
    await t.db.delete(users).where(eq(users.id, id));
    expect(await answerUnsubscribe(oneClick(url), url, t.db)).toEqual({ kind: 'gone', status: 404 });
  });
});
