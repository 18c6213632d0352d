import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { notificationChoices, users } from '../db/schema/index.ts';
import { loadNotificationSettings, membersWanting, saveNotificationSettings } from './notificationChoices.ts';
import { signFor, verifySignature } from './signedToken.ts';
import { readUnsubscribeLink, unsubscribeUrl } from './unsubscribeLink.ts';
import { DEFAULT_NOTIFICATION_CHOICES } from '@/shared/notifications/notificationKinds.ts';

const t = useTestDatabase();
let counter = 0;

async function member(): Promise<number> {
  const name = `n${++counter}`;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: name, email: `${name}@example.com` })
    .$returningId();
  return row!.id;
}

describe('notification choices', () => {
  it('reads the defaults for a member who chose nothing, a weekly digest and the site language', async () => {
    const id = await member();
    const settings = await loadNotificationSettings(id, t.db);
    expect(settings).toEqual({ choices: DEFAULT_NOTIFICATION_CHOICES, digestDays: 7, locale: '' });
  });

  it('keeps a row only for kinds that differ from the defaults, and reads back what was saved', async () => {
    const id = await member();
    const choices = structuredClone(DEFAULT_NOTIFICATION_CHOICES);
    choices.likes.email = true;
    choices.replies.push = false;
    await saveNotificationSettings(id, { choices, digestDays: 0, locale: 'zh-CN' }, t.db);
    const rows = await t.db.select().from(notificationChoices).where(eq(notificationChoices.userId, id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['likes', 'replies']);
    expect(await loadNotificationSettings(id, t.db)).toEqual({ choices, digestDays: 0, locale: 'zh-CN' });

    await saveNotificationSettings(
      id,
      { choices: DEFAULT_NOTIFICATION_CHOICES, digestDays: 1, locale: '' },
      t.db,
    );
    expect(await t.db.select().from(notificationChoices).where(eq(notificationChoices.userId, id))).toEqual(
      [],
    );
  });

  it('names, in one query, the members who want a kind on a channel', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const off = structuredClone(DEFAULT_NOTIFICATION_CHOICES);
    off.replies.email = false;
    await saveNotificationSettings(b, { choices: off, digestDays: 7, locale: '' }, t.db);
    const on = structuredClone(DEFAULT_NOTIFICATION_CHOICES);
    on.follows.push = true;
    await saveNotificationSettings(c, { choices: on, digestDays: 7, locale: '' }, t.db);
    expect(await membersWanting([a, b, c, a], 'replies', 'email', t.db)).toEqual([a, c]);
    expect(await membersWanting([a, b, c], 'follows', 'push', t.db)).toEqual([c]);
    expect(await membersWanting([], 'likes', 'inApp', t.db)).toEqual([]);
  });
});

describe('signed tokens', () => {
  it('verifies its own signature and refuses another payload, purpose or length', async () => {
    const signature = await signFor('unsubscribe', '12:replies', 22, t.db);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await verifySignature('unsubscribe', '12:replies', signature, 22, t.db)).toBe(true);
    expect(await verifySignature('unsubscribe', '13:replies', signature, 22, t.db)).toBe(false);
    expect(await verifySignature('reply', '12:replies', signature, 22, t.db)).toBe(false);
    expect(await verifySignature('unsubscribe', '12:replies', signature.slice(0, 16), 22, t.db)).toBe(false);
  });
});

describe('unsubscribe links', () => {
  it('reads back the member and topic of its own link and refuses an altered one', async () => {
    const url = new URL(await unsubscribeUrl(42, 'digest', t.db), 'http://plaza.test');
    expect(url.pathname).toBe('/unsubscribe');
    expect(await readUnsubscribeLink(url.searchParams, t.db)).toEqual({ userId: 42, topic: 'digest' });
    const forged = new URLSearchParams(url.searchParams);
    forged.set('u', '43');
    expect(await readUnsubscribeLink(forged, t.db)).toBeUndefined();
    forged.set('u', '42');
    forged.set('t', 'nonsense');
    expect(await readUnsubscribeLink(forged, t.db)).toBeUndefined();
  });
});
