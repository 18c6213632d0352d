import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { explainStatement, statementOf } from '../../../tests/queryPlans.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import {
  articles,
  articleTags,
  moderationLogs,
  momentTags,
  moments,
  searchDocuments,
  tags,
} from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { applySourceBatch } from '../search/searchIndexSync.ts';
import { momentSources } from '../search/searchDocumentSources.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { deleteTag, mergeTags, renameTag } from './tagAdmin.commands.ts';
import { adminTagsQuery, listAdminTags } from './tagAdmin.queries.ts';
import type { AdminActor } from './adminActor.ts';

const test = useTestDatabase();
const rows = feedTestRows(test);
let actor: AdminActor;
let authorId: number;

beforeAll(async () => {
  actor = { actorId: await rows.user('owner', 'owner'), ip: '203.0.113.7' };
  authorId = await rows.user('author');
});

beforeEach(async () => {
  for (const table of [momentTags, articleTags, moments, articles, tags, moderationLogs, searchDocuments]) {
    await test.db.delete(table);
  }
});

async function article(status: number, tagIds: number[]): Promise<number> {
  const [row] = await test.db
    .insert(articles)
    .values({ userId: authorId, title: 'An article', content: '<p>x</p>', contentText: 'x', status })
    .$returningId();
  await test.db.insert(articleTags).values(tagIds.map((tagId) => ({ articleId: row!.id, tagId })));
  return row!.id;
}

async function tagRow(id: number) {
  const [row] = await test.db.select().from(tags).where(eq(tags.id, id));
  return row;
}

async function audit(action: string) {
  return test.db.select().from(moderationLogs).where(eq(moderationLogs.action, action));
}

describe('merge', () => {
  it('moves links without duplicates, recounts the target from rows and deletes the source', async () => {
    const a = await rows.tag('javascript');
    const b = await rows.tag('js');
    const onlyA = await rows.moment({ userId: authorId }, [a]);
    const both = await rows.moment({ userId: authorId }, [a, b]);
    const onlyB = await rows.moment({ userId: authorId }, [b]);
    const pendingA = await rows.moment({ userId: authorId, status: ContentStatus.pending }, [a]);
    const articleA = await article(ContentStatus.published, [a]);
    await article(ContentStatus.published, [a, b]);
    await article(ContentStatus.deleted, [a]);
    // Stale counts on purpose: the merge must not add them up but count rows.
    await test.db.update(tags).set({ momentCount: 99, articleCount: 7 }).where(eq(tags.id, b));

    const merged = await mergeTags(a, 'JS', actor, test.db);

    expect(merged).toMatchObject({ id: b, name: 'js', momentCount: 3, articleCount: 2 });
    expect(await tagRow(a)).toBeUndefined();
    const links = await test.db
      .select({ momentId: momentTags.momentId })
      .from(momentTags)
      .where(eq(momentTags.tagId, b))
      .orderBy(asc(momentTags.momentId));
    expect(links.map((row) => row.momentId)).toEqual([onlyA, both, onlyB, pendingA].sort((x, y) => x - y));
    expect(await test.db.select().from(momentTags).where(eq(momentTags.tagId, a))).toEqual([]);
    const articleLinks = await test.db.select().from(articleTags).where(eq(articleTags.tagId, b));
    expect(articleLinks).toHaveLength(3);
    expect(articleLinks.some((row) => row.articleId === articleA)).toBe(true);
    const [log] = await audit('tag.merge');
    expect(log).toMatchObject({ actorId: actor.actorId, targetType: 'tag', targetId: b, ip: '203.0.113.7' });
    expect(JSON.parse(log!.detail)).toMatchObject({
      source: 'javascript',
      target: 'js',
      moments: 3,
      articles: 3,
    });
  });

  it('re-indexes the moved moments so a search document holds the new tag name', async () => {
    const a = await rows.tag('oldname');
    const b = await rows.tag('keepername');
    const id = await rows.moment({ userId: authorId }, [a]);
    await applySourceBatch('moment', await momentSources(test.db, { ids: [id] }), test.db);
    await mergeTags(a, 'keepername', actor, test.db);
    const [document] = await test.db.select().from(searchDocuments).where(eq(searchDocuments.entityId, id));
    expect(document?.bodyTokens).toContain('keepername');
    expect(document?.bodyTokens).not.toContain('oldname');
    expect(b).toBeGreaterThan(0);
  });

  it('refuses an unknown target and merging a tag into itself, changing nothing', async () => {
    const a = await rows.tag('alpha');
    await rows.moment({ userId: authorId }, [a]);
    await expect(mergeTags(a, 'nowhere', actor, test.db)).rejects.toMatchObject({ status: 404 });
    await expect(mergeTags(a, 'ALPHA', actor, test.db)).rejects.toMatchObject({ status: 400 });
    expect(await tagRow(a)).toBeDefined();
    expect(await test.db.select().from(momentTags).where(eq(momentTags.tagId, a))).toHaveLength(1);
    expect(await audit('tag.merge')).toEqual([]);
  });
});

describe('rename', () => {
  it('renames, re-indexes and audits; a change of case alone is allowed', async () => {
    const a = await rows.tag('typo');
    const id = await rows.moment({ userId: authorId }, [a]);
    await renameTag(a, 'Typography', actor, test.db);
    expect((await tagRow(a))?.name).toBe('Typography');
    const [document] = await test.db.select().from(searchDocuments).where(eq(searchDocuments.entityId, id));
    expect(document?.bodyTokens.toLowerCase()).toContain('typography');
    await renameTag(a, 'typography', actor, test.db);
    expect((await tagRow(a))?.name).toBe('typography');
    const logs = await audit('tag.rename');
    expect(logs.map((log) => JSON.parse(log.detail))).toEqual([
      { before: 'typo', after: 'Typography' },
      { before: 'Typography', after: 'typography' },
    ]);
  });

  it('refuses a name another tag holds and suggests merging', async () => {
    const a = await rows.tag('cats');
    await rows.tag('Kittens');
    const error = await renameTag(a, 'kittens', actor, test.db).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, field: 'name' });
    expect((error as ApiError).message).toContain('Kittens');
    expect((await tagRow(a))?.name).toBe('cats');
    expect(await audit('tag.rename')).toEqual([]);
  });

  it('answers 404 for an unknown tag', async () => {
    await expect(renameTag(987654, 'x', actor, test.db)).rejects.toMatchObject({ status: 404 });
  });
});

describe('delete', () => {
  it('removes the tag and its links from moments and articles, and audits it', async () => {
    const a = await rows.tag('gone');
    const keep = await rows.tag('kept');
    const moment = await rows.moment({ userId: authorId }, [a, keep]);
    await article(ContentStatus.published, [a]);
    await deleteTag(a, actor, test.db);
    expect(await tagRow(a)).toBeUndefined();
    expect(await test.db.select().from(momentTags).where(eq(momentTags.tagId, a))).toEqual([]);
    expect(await test.db.select().from(articleTags).where(eq(articleTags.tagId, a))).toEqual([]);
    expect(
      await test.db
        .select()
        .from(momentTags)
        .where(and(eq(momentTags.momentId, moment), eq(momentTags.tagId, keep))),
    ).toHaveLength(1);
    const [log] = await audit('tag.delete');
    expect(JSON.parse(log!.detail)).toMatchObject({ name: 'gone', moments: 1, articles: 1 });
  });
});

describe('list', () => {
  it('pages by name with a keyset cursor and filters by prefix, including unused tags', async () => {
    for (const name of ['apple', 'Apricot', 'banana', 'avocado', 'a%b']) await rows.tag(name);
    const first = await listAdminTags({ q: 'a', limit: 2 }, test.db);
    expect(first.results.map((tag) => tag.name)).toEqual(['a%b', 'apple']);
    expect(first.hasMore).toBe(true);
    const second = await listAdminTags({ q: 'a', cursor: first.cursor, limit: 2 }, test.db);
    expect(second.results.map((tag) => tag.name)).toEqual(['Apricot', 'avocado']);
    expect(second.hasMore).toBe(false);
    expect((await listAdminTags({ q: 'a%' }, test.db)).results.map((tag) => tag.name)).toEqual(['a%b']);
  });

  it('reads along the unique name index, never sorting', async () => {
    const [plan] = await explainStatement(test.pool, statementOf(adminTagsQuery('ap', 'apple', 50, test.db)));
    expect(plan?.key).toBe('tags_name_unique');
    expect(plan?.Extra ?? '').not.toContain('filesort');
  });
});
