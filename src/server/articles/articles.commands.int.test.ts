import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articleTags, articles, rateLimitBuckets, tags } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { testActor, TEST_SITE_CONFIG } from '../../../tests/testActor.ts';
import { articleCreateSchema, articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { createArticle, deleteArticle, updateArticle } from './articles.commands.ts';
import { articleTarget } from './articleTarget.ts';
import { initialArticleStatus } from './initialArticleStatus.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';

const test = useTestDatabase();
let alice: CurrentUser;
let bob: CurrentUser;
let moderator: CurrentUser;
const config = TEST_SITE_CONFIG;

beforeAll(async () => {
  alice = await insertTestUser(test.db, {
    nickname: 'Alice',
    email: 'alice@example.com',
    emailVerified: true,
  });
  bob = await insertTestUser(test.db, { nickname: 'Bob', email: 'bob@example.com' });
  moderator = await insertTestUser(test.db, { nickname: 'Mod', role: 'moderator' });
});

// Each case starts under the creation limit; the limit itself has its own case.
beforeEach(async () => {
  await test.db.delete(rateLimitBuckets);
});

const draft = (values: Record<string, unknown> = {}) =>
  articleCreateSchema.parse({ title: 'A title', content: '<p>Body text</p>', ...values });

async function create(values: Record<string, unknown> = {}, user: CurrentUser | null = alice, site = config) {
  return createArticle(testActor(user, site), draft(values), test.db);
}

async function update(id: number, values: Record<string, unknown>, user: CurrentUser | null = alice) {
  const input = articleUpdateSchema.parse({ id, title: 'A title', content: '<p>Body</p>', ...values });
  return updateArticle(testActor(user), input, test.db);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

async function tagCounts(names: string[]): Promise<Record<string, number>> {
  const rows = await test.db
    .select({ name: tags.name, count: tags.articleCount })
    .from(tags)
    .where(inArray(tags.name, names));
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

async function linkedTagNames(articleId: number): Promise<string[]> {
  const rows = await test.db
    .select({ name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, articleId));
  return rows.map((row) => row.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

async function articleRow(id: number) {
  const [row] = await test.db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new Error(`article ${id} missing`);
  return row;
}

describe('createArticle', () => {
  it('stores a published article with its clean body, excerpt, cover and tags created on first use', async () => {
    const cover = '/uploads/2025/01/0123456789abcdef0123456789abcdef.png';
    const { id } = await create({ title: '  Hello  ', cover, tags: [' rust ', 'Web'] });
    const row = await articleRow(id);
    expect(row).toMatchObject({
      userId: alice.id,
      title: 'Hello',
      content: '<p>Body text</p>',
      contentText: 'Body text',
      excerpt: 'Body text',
      cover,
      ip: '127.0.0.1',
      ipLocation: '',
      status: ContentStatus.published,
    });
    expect(await linkedTagNames(id)).toEqual(['rust', 'Web']);
    expect(await tagCounts(['rust', 'Web'])).toEqual({ rust: 1, Web: 1 });
  });

  it('reuses a tag whatever its case and keeps its count exact', async () => {
    const { id } = await create({ tags: ['RUST', 'rust', 'new-one'] });
    expect(await linkedTagNames(id)).toEqual(['new-one', 'rust']);
    expect(await tagCounts(['rust', 'new-one'])).toEqual({ rust: 2, 'new-one': 1 });
  });

  it('starts articles in the state initialArticleStatus gives (published for now)', () => {
    expect(initialArticleStatus()).toBe(ContentStatus.published);
  });

  it('neutralises script, event handlers and javascript: links in the body', async () => {
    const { id } = await create({
      content:
        '<p onclick="alert(1)">Safe<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>',
    });
    const { content } = await articleRow(id);
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(content).toContain('Safe');
  });

  it('refuses a body with nothing left to read', async () => {
    const error = await failure(create({ content: '<p>   </p><script>x</script>' }));
    expect(error).toMatchObject({
      status: 400,
      field: 'content',
      message: 'Please enter the article content',
    });
  });

  it('validates title, tags and cover with the shared schema', () => {
    const issues = (values: Record<string, unknown>) =>
      articleCreateSchema.safeParse({ title: 't', content: '<p>x</p>', ...values }).error?.issues ?? [];
    expect(issues({ title: '   ' })[0]?.message).toBe('Please enter a title');
    expect(issues({ title: 'x'.repeat(201) })[0]?.message).toBe('The title can be at most 200 characters');
    expect(issues({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })[0]?.message).toBe('You can add at most 5 tags');
    expect(issues({ tags: ['a', 'A', 'b', 'c', 'd', 'e'] })).toEqual([]);
    expect(issues({ tags: ['x'.repeat(33)] })[0]?.message).toBe('A tag can be at most 32 characters');
    expect(issues({ tags: ['  '] })[0]?.message).toBe('A tag cannot be empty');
    for (const cover of ['javascript:alert(1)', 'https://evil.example/a.png', '/uploads/../etc/passwd']) {
      expect(issues({ cover })[0]?.message).toBe('The cover must be an image uploaded to this site');
    }
  });

  it('needs a signed-in member, and a verified e-mail when the site asks for one', async () => {
    expect(await failure(create({}, null))).toMatchObject({ status: 401, errorCode: 1 });
    const strict: SiteConfig = { ...config, createArticleEmailVerified: true };
    const error = await failure(create({}, bob, strict));
    expect(error).toMatchObject({ status: 403, errorCode: 7, message: 'please verify your e-mail first' });
    await expect(create({}, alice, strict)).resolves.toMatchObject({ id: expect.any(Number) });
  });

  it('answers "not enabled" when the article module is off', async () => {
    const off: SiteConfig = { ...config, modules: { ...config.modules, article: false } };
    const error = await failure(create({}, alice, off));
    expect(error).toMatchObject({
      status: 404,
      errorCode: 4,
      message: 'This feature is not enabled on this site.',
    });
  });

  it('creates a new tag once and counts it exactly when ten articles use it at the same time', async () => {
    const saved = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        create({ tags: ['Concurrent', index % 2 ? 'together' : 'TOGETHER'] }),
      ),
    );
    expect(new Set(saved.map((article) => article.id)).size).toBe(10);
    const rows = await test.db
      .select({ name: tags.name, count: tags.articleCount })
      .from(tags)
      .where(inArray(tags.name, ['Concurrent', 'together']));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.count === 10)).toBe(true);
  });

  it('counts new articles, not edits, against the owner’s hourly limit', async () => {
    const limited: SiteConfig = { ...config, antiAbuse: { ...config.antiAbuse, articlesPerHour: 2 } };
    const { id } = await create({}, alice, limited);
    await create({}, alice, limited);
    for (let edit = 0; edit < 3; edit++) {
      const input = articleUpdateSchema.parse({ id, title: 'Edited', content: '<p>Body</p>' });
      await updateArticle(testActor(alice, limited), input, test.db);
    }
    expect(await failure(create({}, alice, limited))).toMatchObject({ status: 429, errorCode: 6 });
    await expect(create({}, bob, limited)).resolves.toMatchObject({ id: expect.any(Number) });
  });
});

describe('updateArticle', () => {
  it('rewrites the article and moves tag counts exactly', async () => {
    const { id } = await create({ tags: ['keep', 'drop'] });
    expect(await tagCounts(['keep', 'drop'])).toEqual({ keep: 1, drop: 1 });
    await update(id, { title: 'Edited', content: '<h2>New</h2>', tags: ['keep', 'added'] });
    const row = await articleRow(id);
    expect(row).toMatchObject({ title: 'Edited', content: '<h2>New</h2>', status: ContentStatus.published });
    expect(await linkedTagNames(id)).toEqual(['added', 'keep']);
    expect(await tagCounts(['keep', 'drop', 'added'])).toEqual({ keep: 1, drop: 0, added: 1 });
  });

  it('lets only the author edit: another member gets 403, a visitor 401, a moderator 403', async () => {
    const { id } = await create({ title: 'Mine' });
    expect(await failure(update(id, { title: 'Hijacked' }, bob))).toMatchObject({
      status: 403,
      errorCode: 3,
    });
    expect(await failure(update(id, { title: 'Hijacked' }, null))).toMatchObject({
      status: 401,
      errorCode: 1,
    });
    expect(await failure(update(id, { title: 'Hijacked' }, moderator))).toMatchObject({ status: 403 });
    expect((await articleRow(id)).title).toBe('Mine');
  });

  it('answers 404 for a missing or deleted article', async () => {
    expect(await failure(update(999_999, {}))).toMatchObject({ status: 404, errorCode: 4 });
    const { id } = await create();
    await deleteArticle(testActor(alice), id, test.db);
    expect(await failure(update(id, {}))).toMatchObject({ status: 404 });
  });

  it('keeps a pending article pending and its tags uncounted', async () => {
    const { id } = await create({ tags: ['pending-tag'] });
    await test.db.update(articles).set({ status: ContentStatus.pending }).where(eq(articles.id, id));
    await test.db.update(tags).set({ articleCount: 0 }).where(eq(tags.name, 'pending-tag'));
    await update(id, { tags: ['pending-tag', 'pending-two'] });
    expect((await articleRow(id)).status).toBe(ContentStatus.pending);
    expect(await tagCounts(['pending-tag', 'pending-two'])).toEqual({ 'pending-tag': 0, 'pending-two': 0 });
  });
});

describe('deleteArticle', () => {
  it('soft-deletes for the author and uncounts its tags', async () => {
    const { id } = await create({ tags: ['gone'] });
    await deleteArticle(testActor(alice), id, test.db);
    expect((await articleRow(id)).status).toBe(ContentStatus.deleted);
    expect(await tagCounts(['gone'])).toEqual({ gone: 0 });
    expect(await failure(deleteArticle(testActor(alice), id, test.db))).toMatchObject({ status: 404 });
  });

  it('refuses another member and a moderator (403; staff use the moderation route) and a visitor (401)', async () => {
    const { id } = await create({ tags: ['moderated'] });
    for (const actor of [bob, moderator]) {
      expect(await failure(deleteArticle(testActor(actor), id, test.db))).toMatchObject({
        status: 403,
        errorCode: 3,
      });
    }
    expect(await failure(deleteArticle(testActor(null), id, test.db))).toMatchObject({
      status: 401,
      errorCode: 1,
    });
    expect((await articleRow(id)).status).toBe(ContentStatus.published);
    await deleteArticle(testActor(alice), id, test.db);
    expect((await articleRow(id)).status).toBe(ContentStatus.deleted);
    expect(await tagCounts(['moderated'])).toEqual({ moderated: 0 });
  });
});

describe('articleTarget', () => {
  it('locks the row, reports whether it is open, and never lets a counter go below zero', async () => {
    const { id } = await create();
    await test.db.transaction(async (tx) => {
      expect(await articleTarget.lockTarget(tx, id)).toEqual({
        id,
        authorId: alice.id,
        status: ContentStatus.published,
        open: true,
        likeCount: 0,
      });
      await articleTarget.adjustCounter(tx, id, 'like', 2);
      await articleTarget.adjustCounter(tx, id, 'like', -5);
      await articleTarget.adjustCounter(tx, id, 'comment', 3);
      await articleTarget.adjustCounter(tx, id, 'favorite', 1);
    });
    expect(await articleRow(id)).toMatchObject({ likeCount: 0, commentCount: 3, favoriteCount: 1 });
    await deleteArticle(testActor(alice), id, test.db);
    await test.db.transaction(async (tx) => {
      expect(await articleTarget.lockTarget(tx, id)).toMatchObject({ open: false });
      expect(await articleTarget.lockTarget(tx, 999_999)).toBeUndefined();
    });
  });
});
