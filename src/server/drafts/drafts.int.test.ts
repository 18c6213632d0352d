import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articles, comments, drafts, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { deleteDraft, removePublishedDraft, saveDraft } from './drafts.commands.ts';
import { getDraft } from './drafts.queries.ts';
import { listDrafts } from './draftList.queries.ts';
import { draftSaveSchema } from '@/shared/drafts/draftSchemas.ts';
import { DRAFTS_PER_MEMBER_MAX } from '@/shared/drafts/draftLimits.ts';
import type { MomentDraftPayload } from '@/shared/drafts/draftTypes.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { emptyMomentDraft } from '@/shared/moments/momentDraft.ts';

const t = useTestDatabase();
let alice: number;
let bob: number;

const post = (fields: Partial<MomentDraftPayload> = {}): MomentDraftPayload => ({
  ...emptyMomentDraft(0, 0),
  ...fields,
});
const input = (key: string, payload: unknown) => draftSaveSchema.parse({ key, payload });
const save = (userId: number, key: string, payload: unknown) => saveDraft(userId, input(key, payload), t.db);
const rowsOf = (userId: number, key: string) =>
  t.db
    .select()
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.draftKey, key)));

async function newUser(nickname: string): Promise<number> {
  const [row] = await t.db.insert(users).values({ nickname }).$returningId();
  return row!.id;
}

beforeAll(async () => {
  alice = await newUser('Alice');
  bob = await newUser('Bob');
});

describe('saving a draft', () => {
  it('keeps one row per member and composer, holding the last save', async () => {
    const first = await save(alice, 'moment:new:post', post({ title: 'First try' }));
    const second = await save(alice, 'moment:new:post', post({ title: 'Second try', html: '<p>Body</p>' }));
    const rows = await rowsOf(alice, 'moment:new:post');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toEqual(post({ title: 'Second try', html: '<p>Body</p>' }));
    expect(rows[0]!.summary).toBe('Second try');
    expect(new Date(second.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.updatedAt).getTime());
    expect(rows[0]!.updatedAt.toISOString()).toBe(second.updatedAt);
    const view = await getDraft(alice, 'moment:new:post', t.db);
    expect(view).toEqual({
      key: 'moment:new:post',
      payload: rows[0] && JSON.parse(rows[0].payload),
      updatedAt: second.updatedAt,
    });
  });

  it('keeps each composer apart: a tweet, an article, an edit and a comment box', async () => {
    await save(alice, 'moment:new:tweet', post({ type: 1, text: 'A short one' }));
    await save(alice, 'article:new', {
      title: '',
      content: '<h2>Heading</h2><p>Text</p>',
      cover: '',
      tags: [],
    });
    await save(alice, 'moment:edit:7', post({ title: 'Edited title' }));
    await save(alice, 'comment:moment:7', { content: 'A comment in progress', images: [] });
    const keys = (await listDrafts(alice, undefined, t.db)).results.map((item) => item.key);
    expect(keys).toEqual([
      'comment:moment:7',
      'moment:edit:7',
      'article:new',
      'moment:new:tweet',
      'moment:new:post',
    ]);
    const article = (await listDrafts(alice, undefined, t.db)).results.find(
      (item) => item.key === 'article:new',
    );
    expect(article).toMatchObject({ summary: 'Heading Text', url: '/article/create' });
  });
});

describe('one member never reaches another’s drafts', () => {
  it('reads, lists and deletes only the caller’s own row under the same key', async () => {
    await save(bob, 'moment:new:post', post({ title: 'Bob’s own' }));
    expect((await getDraft(bob, 'moment:new:post', t.db))?.payload).toMatchObject({ title: 'Bob’s own' });
    expect((await getDraft(alice, 'moment:new:post', t.db))?.payload).toMatchObject({ title: 'Second try' });
    expect((await listDrafts(bob, undefined, t.db)).results.map((item) => item.key)).toEqual([
      'moment:new:post',
    ]);
    expect(await getDraft(bob, 'article:new', t.db)).toBeNull();

    await deleteDraft(bob, 'moment:new:post', t.db);
    expect(await getDraft(bob, 'moment:new:post', t.db)).toBeNull();
    expect(await rowsOf(alice, 'moment:new:post')).toHaveLength(1);
    // Deleting what is not there (twice, or another member's key) changes nothing and does not fail.
    await deleteDraft(bob, 'moment:new:post', t.db);
    await deleteDraft(bob, 'article:new', t.db);
    expect(await rowsOf(alice, 'article:new')).toHaveLength(1);
  });
});

describe('the drafts list', () => {
  it('pages last saved first, and a reply continues on the page of the comment it answers', async () => {
    const carol = await newUser('Carol');
    const [article] = await t.db
      .insert(articles)
      .values({ userId: bob, title: 'T', content: '<p>x</p>', contentText: 'x', excerpt: 'x' })
      .$returningId();
    const [comment] = await t.db
      .insert(comments)
      .values({
        entityType: EntityType.article,
        entityId: article!.id,
        userId: bob,
        content: 'c',
        images: '[]',
      })
      .$returningId();
    await save(carol, `reply:${comment!.id}`, { content: 'My reply', images: [] });
    await save(carol, 'reply:999999', { content: 'On a comment that is gone', images: [] });
    await save(carol, 'moment:new:tweet', post({ type: 1, text: 'Tweet' }));
    const first = await listDrafts(carol, undefined, t.db, 2);
    expect(first.hasMore).toBe(true);
    const second = await listDrafts(carol, first.cursor, t.db, 2);
    expect(second.hasMore).toBe(false);
    const items = [...first.results, ...second.results];
    expect(items.map((item) => [item.key, item.url])).toEqual([
      ['moment:new:tweet', '/moment/create?type=1'],
      ['reply:999999', ''],
      [`reply:${comment!.id}`, `/article/${article!.id}#reply-${comment!.id}`],
    ]);
  });
});

describe('publishing', () => {
  it('removes the draft it came from and leaves the member’s others', async () => {
    await removePublishedDraft(alice, 'moment:new:post', t.db);
    expect(await rowsOf(alice, 'moment:new:post')).toHaveLength(0);
    expect(await rowsOf(alice, 'moment:new:tweet')).toHaveLength(1);
    expect(await rowsOf(bob, 'moment:new:post')).toHaveLength(0);
  });
});

describe('limits', () => {
  it('refuses a new draft beyond the per-member limit, but still updates an existing one', async () => {
    const dave = await newUser('Dave');
    const values = Array.from({ length: DRAFTS_PER_MEMBER_MAX }, (_, index) => ({
      userId: dave,
      draftKey: `moment:edit:${index + 1}`,
      payload: JSON.stringify(post({ title: `Edit ${index + 1}` })),
    }));
    await t.db.insert(drafts).values(values);
    const refused = save(dave, 'article:new', { title: 'One more', content: '', cover: '', tags: [] });
    await expect(refused).rejects.toMatchObject({ status: 409, message: expect.stringContaining('100') });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await save(dave, 'moment:edit:1', post({ title: 'Edit 1, again' }));
    expect(JSON.parse((await rowsOf(dave, 'moment:edit:1'))[0]!.payload).title).toBe('Edit 1, again');
  });

  it('refuses an oversized body, a foreign image, an unknown key and the wrong composer’s fields', () => {
    const problems = (key: string, payload: unknown) => {
      const parsed = draftSaveSchema.safeParse({ key, payload });
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(problems('moment:new:post', post({ html: 'x'.repeat(200_001) }))).toEqual([
      ['payload.html', 'This draft is too large to save'],
    ]);
    expect(
      problems('comment:article:3', { content: 'x', images: ['https://tracker.example/p.png'] }),
    ).toEqual([['payload.images.0', 'A draft can only hold images uploaded here']]);
    expect(problems('moment:delete:3', post())).toEqual([['key', 'This is not a place a draft can be kept']]);
    expect(problems('moment:edit:0', post())).toEqual([['key', 'This is not a place a draft can be kept']]);
    expect(problems('article:new', post()).length).toBeGreaterThan(0);
    expect(problems('comment:moment:1', { content: 'x'.repeat(10_000), images: [] })).toEqual([]);
  });
});
