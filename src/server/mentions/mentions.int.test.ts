import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { testActor } from '../../../tests/testActor.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { mentionNotices, messages, moments, nodes, outboxEvents, users } from '../db/schema/index.ts';
import { loadNotificationSettings, saveNotificationSettings } from '../notifications/notificationChoices.ts';
import { changeBlock } from '../blocks/changeBlock.ts';
import { createMoment, updateMoment } from '../moments/moments.commands.ts';
import { createArticle } from '../articles/articles.commands.ts';
import { postComment } from '../comments/postComment.ts';
import { updateComment } from '../comments/updateComment.ts';
import { addForbiddenWord, deleteForbiddenWord } from '../forbiddenWords/forbiddenWords.ts';
import { decideReview } from '../admincontent/moderateContent.ts';
import { notifyMentions } from './notifyMentions.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
let serial = 0;
let moderator: CurrentUser;

async function member(username?: string, nickname?: string): Promise<CurrentUser> {
  serial += 1;
  const user = await insertTestUser(t.db, { nickname: nickname ?? `Mentioned ${serial}` });
  if (username) await t.db.update(users).set({ username, usernameChosen: true }).where(eq(users.id, user.id));
  return { ...user, username: username ?? null };
}

const post = (content: string, title = 'Hello') => createMomentSchema.parse({ type: 0, title, content });

async function mentionMessages(userId: number) {
  return t.db
    .select({ actorId: messages.actorId, entityId: messages.entityId, commentId: messages.commentId })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.type, 'mention')));
}

const link = (user: CurrentUser, label = 'x') =>
  `<a href="/elsewhere" data-mention="${user.id}">@${label}</a>`;

beforeAll(async () => {
  moderator = await insertTestUser(t.db, { nickname: 'Mentions mod', role: 'moderator' });
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});

describe('mentions in moments', () => {
  it('links typed and chosen mentions, stores profile links and notifies each member once', async () => {
    const author = await member('writer01');
    const alice = await member('alice01');
    const xiaoming = await member(undefined, '小明');
    const saved = await createMoment(
      testActor(author),
      post(`<p>Hi @Alice01 and ${link(xiaoming, 'fake')}, not @nobody99 or me @writer01</p>`),
      t.db,
    );
    const [row] = await t.db.select().from(moments).where(eq(moments.id, saved.id));
    expect(row!.content).toBe(
      `<p>Hi <a href="/user/${alice.id}" data-mention="${alice.id}">@alice01</a> and ` +
        `<a href="/user/${xiaoming.id}" data-mention="${xiaoming.id}">@小明</a>, not @nobody99 or me ` +
        `<a href="/user/${author.id}" data-mention="${author.id}">@writer01</a></p>`,
    );
    expect(row!.contentText).toBe('Hi @alice01 and @小明, not @nobody99 or me @writer01');
    expect(await mentionMessages(alice.id)).toEqual([
      { actorId: author.id, entityId: saved.id, commentId: 0 },
    ]);
    expect(await mentionMessages(xiaoming.id)).toHaveLength(1);
    // Never yourself.
    expect(await mentionMessages(author.id)).toEqual([]);

    // An edit that keeps Alice and adds Bob notifies Bob only.
    const bob = await member('bobby01');
    await updateMoment(
      testActor(author),
      updateMomentSchema.parse({
        id: saved.id,
        type: 0,
        title: 'Hello',
        content: '<p>@alice01 @bobby01</p>',
      }),
      t.db,
    );
    expect(await mentionMessages(alice.id)).toHaveLength(1);
    expect(await mentionMessages(bob.id)).toHaveLength(1);
  });

  it('notifies once under concurrent edits that all add the same member', async () => {
    const author = await member('racer001');
    const target = await member('target01');
    const saved = await createMoment(testActor(author), post('<p>first</p>'), t.db);
    const edit = (n: number) =>
      updateMoment(
        testActor(author),
        updateMomentSchema.parse({ id: saved.id, type: 0, title: 'Hello', content: `<p>@target01 ${n}</p>` }),
        t.db,
      );
    await Promise.all([1, 2, 3, 4, 5, 6].map(edit));
    expect(await mentionMessages(target.id)).toHaveLength(1);
    const notices = await t.db.select().from(mentionNotices).where(eq(mentionNotices.userId, target.id));
    expect(notices).toHaveLength(1);
  });

  it('does not notify a member who blocked the author, but still links them', async () => {
    const author = await member('blocked1');
    const wary = await member('wary0001');
    await changeBlock(wary.id, author.id, true, t.db);
    const saved = await createMoment(testActor(author), post('<p>@wary0001</p>'), t.db);
    const [row] = await t.db.select().from(moments).where(eq(moments.id, saved.id));
    expect(row!.content).toContain(`data-mention="${wary.id}"`);
    expect(await mentionMessages(wary.id)).toEqual([]);
  });

  it('refuses more mentions than the owner allows with a localized 400, and links nothing when off', async () => {
    const author = await member('capped01');
    const many = await Promise.all([1, 2, 3].map((n) => member(`many000${n}`)));
    const text = `<p>${many.map((user) => `@${user.username}`).join(' ')}</p>`;
    const refused = await apiErrorOf(
      createMoment(testActor(author, { mentions: { maxPerItem: 2 } }), post(text), t.db),
    );
    expect(refused).toMatchObject({
      status: 400,
      message: 'You can mention at most 2 members in one post (this one mentions 3)',
    });
    const off = await createMoment(testActor(author, { mentions: { maxPerItem: 0 } }), post(text), t.db);
    const [row] = await t.db.select().from(moments).where(eq(moments.id, off.id));
    expect(row!.content).toBe(text);
    for (const user of many) expect(await mentionMessages(user.id)).toEqual([]);
  });

  it('notifies nobody for held content until a moderator approves it', async () => {
    const word = await addForbiddenWord(
      { pattern: 'heldmention', isRegex: false },
      { actorId: moderator.id, ip: '' },
      t.db,
    );
    try {
      const author = await member('holder01');
      const waiting = await member('waiting1');
      const held = await createMoment(testActor(author), post('<p>@waiting1 heldmention</p>'), t.db);
      expect(held.status).toBe(ContentStatus.pending);
      expect(await mentionMessages(waiting.id)).toEqual([]);
      await decideReview('moment', held.id, 'approve', { actor: moderator, reason: '', ip: '' }, t.db);
      expect(await mentionMessages(waiting.id)).toEqual([
        { actorId: author.id, entityId: held.id, commentId: 0 },
      ]);
    } finally {
      await deleteForbiddenWord(word.id, { actorId: moderator.id, ip: '' }, t.db);
    }
  });
});

describe('mentions in articles and comments', () => {
  it('notifies from an article, and from a comment once however often it is edited', async () => {
    const author = await member('article1');
    const reader = await member('reader01');
    const article = await createArticle(
      testActor(author),
      articleCreateSchema.parse({ title: 'Piece', content: '<p>thanks @reader01</p>', tags: [] }),
      t.db,
    );
    expect(await mentionMessages(reader.id)).toEqual([
      { actorId: author.id, entityId: article.id, commentId: 0 },
    ]);

    const commenter = await member('comment1');
    const posted = await postComment(
      testActor(commenter),
      {
        entityType: 'article',
        entityId: article.id,
        content: 'cc @reader01 @comment1',
        images: [],
        parentId: 0,
        replyToId: 0,
      },
      t.db,
    );
    const fromComment = (await mentionMessages(reader.id)).filter((row) => row.commentId === posted.id);
    expect(fromComment).toEqual([{ actorId: commenter.id, entityId: article.id, commentId: posted.id }]);
    expect(await mentionMessages(commenter.id)).toEqual([]);
    await updateComment(testActor(commenter), { id: posted.id, content: 'cc again @reader01' }, t.db);
    expect((await mentionMessages(reader.id)).filter((row) => row.commentId === posted.id)).toHaveLength(1);
  });
});

describe('notifyMentions for conversations', () => {
  it('notifies only the audience', async () => {
    const author = await member();
    const inside = await member();
    const outside = await member();
    const notices = await notifyMentions(t.db, {
      kind: 'conversation',
      id: 42,
      authorId: author.id,
      mentioned: [inside.id, outside.id, author.id],
      audience: [author.id, inside.id],
      quote: 'hello',
    });
    expect(notices.notified).toEqual([inside.id]);
    // One message.created event per notice: the e-mail notice follows it through the outbox.
    expect(notices.events).toHaveLength(1);
    expect(await mentionMessages(outside.id)).toEqual([]);
    expect(await mentionMessages(inside.id)).toEqual([{ actorId: author.id, entityId: 0, commentId: 42 }]);
  });

  it('keeps no message for a member who turned mentions off in the message centre, and still records the notice', async () => {
    const author = await member();
    const inApp = await member();
    const mailOnly = await member();
    const settings = await loadNotificationSettings(mailOnly.id, t.db);
    settings.choices.mentions.inApp = false;
    await saveNotificationSettings(mailOnly.id, settings, t.db);
    const notices = await notifyMentions(t.db, {
      kind: 'moment',
      id: 4242,
      authorId: author.id,
      mentioned: [inApp.id, mailOnly.id],
      target: { kind: 'moment', id: 4242 },
      quote: 'hello',
    });
    expect(notices.notified.sort((a, b) => a - b)).toEqual([inApp.id, mailOnly.id].sort((a, b) => a - b));
    expect(notices.shown).toEqual([inApp.id]);
    expect(notices.events).toHaveLength(2);
    expect(await mentionMessages(mailOnly.id)).toEqual([]);
    const recorded = await t.db
      .select()
      .from(outboxEvents)
      .where(
        inArray(
          outboxEvents.id,
          notices.events.map((recorded) => recorded.id),
        ),
      );
    expect(recorded.map((row) => JSON.parse(row.payload).message)).toEqual([
      { type: 'mention', kind: 'moment', entityId: 4242, commentId: 0 },
      { type: 'mention', kind: 'moment', entityId: 4242, commentId: 0 },
    ]);
  });
});

describe('one comment, one notice a person', () => {
  it("tells the item's author of a comment that mentions them once, as a comment on their item", async () => {
    const author = await member('itemauth1');
    const commenter = await member('talker01');
    const moment = await createMoment(testActor(author), post('<p>Ask me</p>'), t.db);
    const posted = await postComment(
      testActor(commenter),
      {
        entityType: 'moment',
        entityId: moment.id,
        content: 'what do you think, @itemauth1?',
        images: [],
        parentId: 0,
        replyToId: 0,
      },
      t.db,
    );
    const notices = await t.db
      .select({ type: messages.type })
      .from(messages)
      .where(and(eq(messages.userId, author.id), eq(messages.commentId, posted.id)));
    expect(notices).toEqual([{ type: 'comment' }]);
  });
});
