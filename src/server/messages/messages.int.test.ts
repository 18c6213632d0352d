import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { messages } from '../db/schema/index.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { toggleFavorite, toggleLike } from '../reactions/toggleReaction.ts';
import { publishNow } from '../outbox/outboxDelivery.ts';
import { unreadMessageCount } from '../users/unreadMessageCount.ts';
import { notifyModeration } from './notifyModeration.ts';
import { markMessagesRead } from './markMessagesRead.ts';
import { listMessages, MESSAGES_PER_PAGE } from './listMessages.ts';
import { QUOTE_MAX } from './createMessage.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { EntityType } from '@/shared/content/entityType.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

// These count members' messages one by one: badge notices (src/server/badges) would add to them.
beforeAll(async () => {
  await saveSiteConfig({ badges: { enabled: false } }, t.db);
});

async function messagesOf(userId: number) {
  return t.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(messages.id);
}

function comment(
  userId: number,
  kind: 'moment' | 'article',
  entityId: number,
  content: string,
  parentId = 0,
  replyToId = 0,
) {
  return createTestComment(t.db, { userId, entityType: kind, entityId, content, parentId, replyToId });
}

describe('messages from events', () => {
  it('tells the author of a moment or article about a comment, quoting its first 120 characters', async () => {
    const [author, commenter] = await rows.users(2);
    const momentId = await rows.moment(author!);
    const articleId = await rows.article(author!);
    const long = 'x'.repeat(200);
    const first = await comment(commenter!, 'moment', momentId, 'Nice moment');
    const second = await comment(commenter!, 'article', articleId, long);
    const got = await messagesOf(author!);
    expect(
      got.map((row) => [row.type, row.actorId, row.entityType, row.entityId, row.commentId, row.quote]),
    ).toEqual([
      ['comment', commenter, EntityType.moment, momentId, first.id, 'Nice moment'],
      ['comment', commenter, EntityType.article, articleId, second.id, `${'x'.repeat(QUOTE_MAX)}…`],
    ]);
    expect(await messagesOf(commenter!)).toEqual([]);
  });

  it('tells the parent comment author about a reply and the quoted author about a quote, each once', async () => {
    const [author, first, second, third] = await rows.users(4);
    const momentId = await rows.moment(author!);
    const top = await comment(first!, 'moment', momentId, 'top');
    const reply = await comment(second!, 'moment', momentId, 'a reply', top.id);
    const quoting = await comment(third!, 'moment', momentId, 'quoting you', top.id, reply.id);
    expect((await messagesOf(first!)).map((row) => [row.type, row.actorId, row.commentId])).toEqual([
      ['reply', second, reply.id],
      ['reply', third, quoting.id],
    ]);
    expect((await messagesOf(second!)).map((row) => [row.type, row.actorId, row.quote])).toEqual([
      ['quote', third, 'quoting you'],
    ]);
    expect((await messagesOf(author!)).map((row) => row.type)).toEqual(['comment', 'comment', 'comment']);
  });

  it('never tells people about their own actions, and one person hears about a comment once', async () => {
    const [author, other] = await rows.users(2);
    const momentId = await rows.moment(author!);
    const own = await comment(author!, 'moment', momentId, 'my own comment');
    await comment(author!, 'moment', momentId, 'replying to myself', own.id);
    await toggleLike(author!, 'moment', momentId, t.db);
    await toggleFavorite(author!, 'moment', momentId, t.db);
    expect(await messagesOf(author!)).toEqual([]);
    // The author of the moment is also the parent's author: one message, the reply.
    await comment(other!, 'moment', momentId, 'answer', own.id);
    expect((await messagesOf(author!)).map((row) => row.type)).toEqual(['reply']);
  });

  it('tells authors about likes and favorites of moments and articles, once however often toggled', async () => {
    const [author, fan] = await rows.users(2);
    const momentId = await rows.moment(author!);
    const articleId = await rows.article(author!);
    await toggleLike(fan!, 'moment', momentId, t.db);
    await toggleLike(fan!, 'moment', momentId, t.db);
    await toggleLike(fan!, 'moment', momentId, t.db);
    await toggleFavorite(fan!, 'article', articleId, t.db);
    await toggleLike(fan!, 'article', articleId, t.db);
    expect((await messagesOf(author!)).map((row) => [row.type, row.entityType, row.entityId])).toEqual([
      ['like', EntityType.moment, momentId],
      ['favorite', EntityType.article, articleId],
      ['like', EntityType.article, articleId],
    ]);
  });

  it('creates no duplicate when the same event is published twice', async () => {
    const [author, commenter, follower] = await rows.users(3);
    const momentId = await rows.moment(author!);
    const made = await comment(commenter!, 'moment', momentId, 'once');
    const event = {
      type: 'comment.created' as const,
      commentId: made.id,
      userId: commenter!,
      kind: 'moment' as const,
      entityId: momentId,
      entityAuthorId: author!,
      parentAuthorId: 0,
      replyToUserId: 0,
    };
    await publishNow(event, t.db);
    await publishNow({ type: 'follow.added', followerId: follower!, followeeId: author! }, t.db);
    await publishNow({ type: 'follow.added', followerId: follower!, followeeId: author! }, t.db);
    await publishNow({ type: 'follow.added', followerId: author!, followeeId: author! }, t.db);
    expect((await messagesOf(author!)).map((row) => [row.type, row.actorId])).toEqual([
      ['comment', commenter],
      ['follow', follower],
    ]);
  });

  it('tells authors about moderation, but not a moderator acting on their own content', async () => {
    const [author, moderator] = await rows.users(2);
    const momentId = await rows.moment(author!);
    const ownMoment = await rows.moment(moderator!);
    const base = { moderatorId: moderator!, authorId: author!, kind: 'moment' as const, entityId: momentId };
    expect(await notifyModeration({ ...base, action: 'recommend' }, t.db)).toBe(true);
    expect(await notifyModeration({ ...base, action: 'recommend' }, t.db)).toBe(false);
    expect(await notifyModeration({ ...base, action: 'sticky' }, t.db)).toBe(true);
    expect(await notifyModeration({ ...base, action: 'delete', reason: 'Off topic' }, t.db)).toBe(true);
    expect(
      await notifyModeration(
        {
          action: 'sticky',
          moderatorId: moderator!,
          authorId: moderator!,
          kind: 'moment',
          entityId: ownMoment,
        },
        t.db,
      ),
    ).toBe(false);
    expect((await messagesOf(author!)).map((row) => [row.type, row.quote])).toEqual([
      ['recommend', ''],
      ['sticky', ''],
      ['delete', 'Off topic'],
    ]);
  });
});

describe('reading messages', () => {
  it('counts unread messages and marks only the member’s own shown messages read', async () => {
    const [reader, other, actor] = await rows.users(3);
    for (const userId of [reader!, other!]) {
      await publishNow({ type: 'follow.added', followerId: actor!, followeeId: userId }, t.db);
    }
    const momentId = await rows.moment(reader!);
    await toggleLike(actor!, 'moment', momentId, t.db);
    expect(await unreadMessageCount(reader!, t.db)).toBe(2);
    const mine = await messagesOf(reader!);
    const theirs = await messagesOf(other!);
    expect(await markMessagesRead(reader!, [mine[0]!.id, theirs[0]!.id], t.db)).toBe(1);
    expect(await unreadMessageCount(reader!, t.db)).toBe(1);
    expect(await unreadMessageCount(other!, t.db)).toBe(1);
    expect(await markMessagesRead(reader!, [mine[0]!.id], t.db)).toBe(0);
  });

  it('pages through every message exactly once, newest first, with who, what and the target', async () => {
    const [reader, ...actors] = await rows.users(46);
    const momentId = await rows.moment(reader!, { title: 'Paging moment' });
    for (const actor of actors) await toggleLike(actor, 'moment', momentId, t.db);
    const seen: number[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await listMessages(reader!, cursor, t.db);
      sizes.push(page.results.length);
      seen.push(...page.results.map((message) => message.id));
      cursor = page.hasMore ? page.cursor : undefined;
    } while (cursor);
    expect(sizes).toEqual([MESSAGES_PER_PAGE, MESSAGES_PER_PAGE, 5]);
    expect(new Set(seen).size).toBe(45);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const [newest] = (await listMessages(reader!, undefined, t.db)).results;
    expect(newest).toMatchObject({
      type: 'like',
      actor: { id: actors[44], nickname: expect.any(String) },
      target: { kind: 'moment', id: momentId, title: 'Paging moment' },
      isRead: false,
    });
    const [{ total } = { total: 0 }] = await t.db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.userId, reader!), eq(messages.isRead, false)));
    expect(total).toBe(45);
  });
});
