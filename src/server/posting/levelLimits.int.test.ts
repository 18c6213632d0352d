import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { backdateContent } from '../../../tests/factories/backdateContent.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { testActor, TEST_SITE_CONFIG } from '../../../tests/testActor.ts';
import { articles, comments, conversations, moments, nodes } from '../db/schema/index.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { createMoment, updateMoment } from '../moments/moments.commands.ts';
import { createArticle, updateArticle } from '../articles/articles.commands.ts';
import { postComment } from '../comments/postComment.ts';
import { updateComment } from '../comments/updateComment.ts';
import { startConversation } from '../conversations/startConversation.ts';
import { sendMessage } from '../conversations/sendMessage.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema, articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { TrustLevel, type TrustLevelValue } from '@/shared/trust/trustLevel.ts';
import type { TrustConfig } from '@/shared/trust/trustConfig.ts';
import { NO_LEVEL_LIMITS } from '@/shared/trust/trustDefaults.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { CurrentUser, Role } from '@/shared/users/currentUser.ts';

// What each trust level may do (decision 057), through the commands that write, on real MySQL: new
// members refused, members allowed, staff exempt; edits checked; per-day allowances; strangers.

const t = useTestDatabase();
const rows = commentTestRows(t);

beforeAll(async () => {
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});

const TABLE: TrustConfig['limits'] = {
  new: {
    linksPerPost: 0,
    imagesPerPost: 1,
    mentionsPerPost: 1,
    strangerConversationsPerDay: 0,
    editMinutes: 60,
    postsPerDay: 3,
  },
  member: {
    linksPerPost: 3,
    imagesPerPost: 3,
    mentionsPerPost: 3,
    strangerConversationsPerDay: 1,
    editMinutes: null,
    postsPerDay: 4,
  },
  regular: NO_LEVEL_LIMITS,
};

function site(limits: TrustConfig['limits'] = TABLE, trust: Partial<TrustConfig> = {}): Partial<SiteConfig> {
  return { trust: { ...TEST_SITE_CONFIG.trust, ...trust, limits } };
}

async function writer(level: TrustLevelValue, role: Role = 'user'): Promise<CurrentUser> {
  return toCurrentUser(await rows.userRow(await rows.user({ trustLevel: level, role })));
}
const asNew = () => writer(TrustLevel.new);
const asMember = () => writer(TrustLevel.member);
const asStaff = () => writer(TrustLevel.new, 'moderator');

const image = (n: number) => `/uploads/2026/05/${n.toString(16).padStart(32, '0')}.png`;
const link = (n: number) => `<a href="https://site${n}.example/">site ${n}</a>`;
const mention = (id: number) => `<a href="/user/${id}" data-mention="${id}">@someone</a>`;
const post = (content: string, fields: Record<string, unknown> = {}) =>
  createMomentSchema.parse({ type: 0, title: 'Hello', content, ...fields });

async function momentCount(userId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(moments).where(eq(moments.userId, userId));
  return row!.n;
}

describe('per-post limits', () => {
  it('refuses a new member’s link in a post, in both languages, with the limit and how to lift it; stores nothing', async () => {
    const who = await asNew();
    const attempt = () => createMoment(testActor(who, site()), post(`<p>${link(1)}</p>`), t.db);
    const error = await apiErrorOf(attempt());
    expect(error).toMatchObject({ status: 403, errorCode: 3, field: 'content' });
    expect(error.message).toBe(
      'New members may put at most 0 links in a post. Your trust level rises as you take part: see Your trust level in your account.',
    );
    const zh = await apiErrorOf(runWithLocale('zh-CN', attempt));
    expect(zh.message).toContain('新成员每条内容最多可包含 0 个链接。');
    expect(zh.message).toContain('信任等级');
    expect(await momentCount(who.id)).toBe(0);
  });

  it('counts links, images and mentions against each level: member within, staff and regular exempt', async () => {
    const named = await rows.users(4);
    const img = (n: number) => `<img src="${image(n)}">`;
    const many = (make: (n: number) => string, n: number) =>
      `<p>${Array.from({ length: n }, (_, i) => make(i + 1)).join(' ')}</p>`;
    const cases = [
      { what: 'links', make: link, newLimit: 0, phrase: 'put at most 3 links' },
      { what: 'images', make: img, newLimit: 1, phrase: 'put at most 3 images' },
      {
        what: 'mentions',
        make: (n: number) => mention(named[n - 1]!),
        newLimit: 1,
        phrase: 'mention at most 3 members',
      },
    ];
    for (const { what, make, newLimit, phrase } of cases) {
      const fresh = await asNew();
      if (newLimit > 0)
        await expect(
          createMoment(testActor(fresh, site()), post(many(make, newLimit)), t.db),
          what,
        ).resolves.toBeDefined();
      const overNew = await apiErrorOf(
        createMoment(testActor(fresh, site()), post(many(make, newLimit + 1)), t.db),
      );
      expect(overNew.status, what).toBe(403);
      const member = await asMember();
      await expect(
        createMoment(testActor(member, site()), post(many(make, 3)), t.db),
        what,
      ).resolves.toBeDefined();
      const refused = await apiErrorOf(createMoment(testActor(member, site()), post(many(make, 4)), t.db));
      expect(refused.status, what).toBe(403);
      expect(refused.message, what).toContain(`Members may ${phrase} in a post.`);
      for (const exempt of [await asStaff(), await writer(TrustLevel.regular)]) {
        await expect(
          createMoment(testActor(exempt, site()), post(many(make, 4)), t.db),
          what,
        ).resolves.toBeDefined();
      }
    }
  });

  it('counts a moment’s attached images and a tweet’s addresses', async () => {
    const who = await asNew();
    const twoImages = createMomentSchema.parse({ type: 1, content: 'Look', images: [image(1), image(2)] });
    const tweetsOn = { modules: { moment: true, article: true, tweet: true } };
    const config = { ...site(), ...tweetsOn };
    expect(await apiErrorOf(createMoment(testActor(who, config), twoImages, t.db))).toMatchObject({
      status: 403,
      message: expect.stringContaining('at most 1 image in a post'),
    });
    const address = createMomentSchema.parse({ type: 1, content: 'See https://spam.example/x now' });
    expect((await apiErrorOf(createMoment(testActor(who, config), address, t.db))).message).toContain(
      '0 links',
    );
  });

  it('holds articles, comments and conversation messages to the same table', async () => {
    const who = await asNew();
    const member = await asMember();
    const target = await rows.moment(member.id);
    const article = articleCreateSchema.parse({ title: 'Links', content: `<p>${link(1)}</p>` });
    expect((await apiErrorOf(createArticle(testActor(who, site()), article, t.db))).status).toBe(403);
    await expect(createArticle(testActor(member, site()), article, t.db)).resolves.toBeDefined();
    const comment = createCommentSchema.parse({
      entityType: 'moment',
      entityId: target,
      content: 'Cheap pills at https://spam.example/pills',
    });
    expect((await apiErrorOf(postComment(testActor(who, site()), comment, t.db))).status).toBe(403);
    await expect(postComment(testActor(member, site()), comment, t.db)).resolves.toBeDefined();
    const images = createCommentSchema.parse({
      entityType: 'moment',
      entityId: target,
      content: 'Pictures',
      images: [image(1), image(2)],
    });
    expect((await apiErrorOf(postComment(testActor(who, site()), images, t.db))).message).toContain(
      '1 image',
    );

    const conversation = await startConversation(
      testActor(member, site()),
      { memberIds: [who.id], content: 'Hello there', images: [] },
      t.db,
    );
    const reply = {
      conversationId: conversation.conversationId,
      content: 'https://spam.example',
      images: [],
    };
    expect((await apiErrorOf(sendMessage(testActor(who, site()), reply, t.db))).status).toBe(403);
    await expect(
      sendMessage(testActor(who, site()), { ...reply, content: 'Thanks!' }, t.db),
    ).resolves.toBeDefined();
  });
});

describe('edits', () => {
  it('cannot add the links the level forbids, to a moment, an article or a comment', async () => {
    const who = await asNew();
    const actor = testActor(who, site());
    const moment = await createMoment(actor, post('<p>Clean</p>'), t.db);
    const momentEdit = updateMomentSchema.parse({
      id: moment.id,
      type: 0,
      title: 'Hello',
      content: `<p>${link(1)}</p>`,
    });
    expect((await apiErrorOf(updateMoment(actor, momentEdit, t.db))).status).toBe(403);
    const article = await createArticle(
      actor,
      articleCreateSchema.parse({ title: 'A', content: '<p>Clean</p>' }),
      t.db,
    );
    const articleEdit = articleUpdateSchema.parse({
      id: article.id,
      title: 'A',
      content: `<p>${link(1)}</p>`,
    });
    expect((await apiErrorOf(updateArticle(actor, articleEdit, t.db))).status).toBe(403);
    const target = await rows.moment(who.id);
    const comment = await postComment(
      actor,
      createCommentSchema.parse({ entityType: 'moment', entityId: target, content: 'Clean' }),
      t.db,
    );
    const commentEdit = { id: comment.id, content: 'Now with https://spam.example' };
    expect((await apiErrorOf(updateComment(actor, commentEdit, t.db))).status).toBe(403);
    expect((await rows.momentRow(moment.id)).content).toBe('<p>Clean</p>');
    expect((await rows.commentRow(comment.id)).content).toBe('Clean');
  });

  it('refuses an author’s edit past the level’s window; a member and staff may edit later', async () => {
    for (const [who, allowed] of [
      [await asNew(), false],
      [await asMember(), true],
      [await asStaff(), true],
    ] as const) {
      const actor = testActor(who, site());
      const moment = await createMoment(actor, post('<p>First</p>'), t.db);
      const article = await createArticle(
        actor,
        articleCreateSchema.parse({ title: 'A', content: '<p>x</p>' }),
        t.db,
      );
      const target = await rows.moment(who.id);
      const comment = await postComment(
        actor,
        createCommentSchema.parse({ entityType: 'moment', entityId: target, content: 'First' }),
        t.db,
      );
      // Within the window every level may edit.
      const momentEdit = updateMomentSchema.parse({
        id: moment.id,
        type: 0,
        title: 'Hello',
        content: '<p>Second</p>',
      });
      await expect(updateMoment(actor, momentEdit, t.db)).resolves.toBeDefined();
      await backdateContent(t.db, moments, moment.id, 120);
      await backdateContent(t.db, articles, article.id, 120);
      await backdateContent(t.db, comments, comment.id, 120);
      const edits = [
        () => updateMoment(actor, { ...momentEdit, title: 'Late' }, t.db),
        () =>
          updateArticle(
            actor,
            articleUpdateSchema.parse({ id: article.id, title: 'Late', content: '<p>x</p>' }),
            t.db,
          ),
        () => updateComment(actor, { id: comment.id, content: 'Late' }, t.db),
      ];
      for (const edit of edits) {
        if (allowed) await expect(edit()).resolves.toBeDefined();
        else {
          const error = await apiErrorOf(edit());
          expect(error.status).toBe(403);
          expect(error.message).toMatch(
            /^New members may edit a post for 60 minutes after posting it\. Your trust level/,
          );
        }
      }
    }
  });
});

describe('posts per day', () => {
  it('counts moments, articles and comments together; edits are free; staff exempt', async () => {
    const who = await asNew();
    const actor = testActor(who, site());
    const target = await rows.moment(who.id);
    const moment = await createMoment(actor, post('<p>1</p>'), t.db);
    await createArticle(actor, articleCreateSchema.parse({ title: '2', content: '<p>2</p>' }), t.db);
    await postComment(
      actor,
      createCommentSchema.parse({ entityType: 'moment', entityId: target, content: '3' }),
      t.db,
    );
    await updateMoment(
      actor,
      updateMomentSchema.parse({ id: moment.id, type: 0, title: 'E', content: '<p>e</p>' }),
      t.db,
    );
    const fourth = await apiErrorOf(createMoment(actor, post('<p>4</p>'), t.db));
    expect(fourth).toMatchObject({ status: 429, errorCode: 6 });
    expect(fourth.message).toMatch(
      /^New members may post 3 moments, articles and comments a day\. Your trust level/,
    );
    const zh = await apiErrorOf(runWithLocale('zh-CN', () => createMoment(actor, post('<p>4</p>'), t.db)));
    expect(zh.message).toContain('新成员每天最多可发布 3 条动态、文章和评论。');
    expect(await momentCount(who.id)).toBe(2);

    const member = await asMember();
    for (let n = 0; n < 4; n++) await createMoment(testActor(member, site()), post(`<p>${n}</p>`), t.db);
    expect((await apiErrorOf(createMoment(testActor(member, site()), post('<p>5</p>'), t.db))).status).toBe(
      429,
    );

    const staff = await asStaff();
    for (let n = 0; n < 5; n++) await createMoment(testActor(staff, site()), post(`<p>${n}</p>`), t.db);
    expect(await momentCount(staff.id)).toBe(5);
  });
});

describe('conversations with strangers', () => {
  async function conversationCount(creatorId: number): Promise<number> {
    const [row] = await t.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.creatorId, creatorId));
    return row!.n;
  }
  const start = (who: CurrentUser, memberIds: number[]) =>
    startConversation(testActor(who, site()), { memberIds, content: 'Hello', images: [] }, t.db);

  it('refuses a new member a conversation with a stranger, allows one with a member who wrote to them', async () => {
    const who = await asNew();
    const friend = await asMember();
    const stranger = await asMember();
    const error = await apiErrorOf(start(who, [stranger.id]));
    expect(error).toMatchObject({ status: 429, errorCode: 6 });
    expect(error.message).toMatch(
      /^New members may start 0 conversations a day with members who have not written to them\. Your trust level/,
    );
    expect(await conversationCount(who.id)).toBe(0);
    // The friend writes first; then the new member may write back, in that conversation or a new one.
    const first = await start(friend, [who.id]);
    await sendMessage(
      testActor(who, site()),
      { conversationId: first.conversationId, content: 'Hi', images: [] },
      t.db,
    );
    await expect(start(who, [friend.id])).resolves.toBeDefined();
    // A group with one stranger in it is a conversation with a stranger.
    expect((await apiErrorOf(start(who, [friend.id, stranger.id]))).status).toBe(429);
  });

  it('gives a member their daily allowance of strangers and staff no limit', async () => {
    const member = await asMember();
    const [a, b] = [await asMember(), await asMember()];
    await start(member, [a.id]);
    expect((await apiErrorOf(start(member, [b.id]))).status).toBe(429);
    const staff = await asStaff();
    await start(staff, [a.id]);
    await start(staff, [b.id]);
    expect(await conversationCount(staff.id)).toBe(2);
  });
});

describe('links’ rel', () => {
  const linked = `<p>${link(1)}</p>`;
  const relOf = (html: string) => /rel="([^"]*)"/.exec(html)?.[1];

  it('gives every member link ugc nofollow; followRegularLinks drops nofollow for regular members and staff', async () => {
    const open = { new: NO_LEVEL_LIMITS, member: NO_LEVEL_LIMITS, regular: NO_LEVEL_LIMITS };
    const followed = site(open, { followRegularLinks: true });
    const cases = [
      [await asNew(), followed, 'noopener noreferrer nofollow ugc'],
      [await asMember(), followed, 'noopener noreferrer nofollow ugc'],
      [await writer(TrustLevel.regular), followed, 'noopener noreferrer ugc'],
      [await asStaff(), followed, 'noopener noreferrer ugc'],
      [await writer(TrustLevel.regular), site(open), 'noopener noreferrer nofollow ugc'],
    ] as const;
    for (const [who, config, rel] of cases) {
      const moment = await createMoment(testActor(who, config), post(linked), t.db);
      expect(relOf((await rows.momentRow(moment.id)).content), `${who.trustLevel} ${who.role}`).toBe(rel);
      const article = await createArticle(
        testActor(who, config),
        articleCreateSchema.parse({ title: 'L', content: linked }),
        t.db,
      );
      expect(relOf((await rows.articleRow(article.id)).content)).toBe(rel);
    }
  });
});
