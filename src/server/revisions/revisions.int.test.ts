import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { backdateContent } from '../../../tests/factories/backdateContent.ts';
import { testActor } from '../../../tests/testActor.ts';
import { articles, contentRevisions, moderationLogs, moments, nodes, users } from '../db/schema/index.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { createMoment, updateMoment } from '../moments/moments.commands.ts';
import { createArticle, updateArticle } from '../articles/articles.commands.ts';
import { postComment } from '../comments/postComment.ts';
import { updateComment } from '../comments/updateComment.ts';
import { restoreRevision } from './restoreRevision.ts';
import { listRevisions } from './revisionHistory.queries.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema, articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import { updateCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

const t = useTestDatabase();
let seq = 0;

async function member(role: Role = 'user') {
  seq += 1;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `Reviser ${seq}`, email: `reviser${seq}@example.com`, role })
    .$returningId();
  const [user] = await t.db.select().from(users).where(eq(users.id, row!.id));
  return toCurrentUser(user!);
}

const grace = (graceMinutes: number): Partial<SiteConfig> => ({
  revisions: { graceMinutes, historyVisibility: 'everyone' },
});
const post = (title: string, content = `<p>${title} body</p>`) => ({ type: 0, title, content });

async function newMoment(author: Awaited<ReturnType<typeof member>>, title = 'First title') {
  const saved = await createMoment(testActor(author), createMomentSchema.parse(post(title)), t.db);
  return saved.id;
}
const editMoment = (author: Awaited<ReturnType<typeof member>>, id: number, title: string, minutes = 0) =>
  updateMoment(testActor(author, grace(minutes)), updateMomentSchema.parse({ id, ...post(title) }), t.db);

async function revisionsOf(kind: EntityKind, id: number) {
  return t.db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, EntityType[kind]), eq(contentRevisions.entityId, id)))
    .orderBy(contentRevisions.revision);
}
async function momentRow(id: number) {
  const [row] = await t.db.select().from(moments).where(eq(moments.id, id));
  return row!;
}

beforeAll(async () => {
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});

describe('the grace period', () => {
  it("keeps no revision and no edited mark for the author's quick fix", async () => {
    const author = await member();
    const id = await newMoment(author);
    await editMoment(author, id, 'Fixed title', 5);
    expect(await revisionsOf('moment', id)).toEqual([]);
    const row = await momentRow(id);
    expect(row.title).toBe('Fixed title');
    expect(row.editedAt).toBeNull();
    expect(row.revisionCount).toBe(0);
  });

  it('keeps the replaced version once the grace period is over', async () => {
    const author = await member();
    const id = await newMoment(author, 'Original');
    await backdateContent(t.db, moments, id, 6);
    await editMoment(author, id, 'Rewritten', 5);
    const [revision] = await revisionsOf('moment', id);
    expect(revision).toMatchObject({ revision: 1, editorId: author.id, title: 'Original' });
    expect(revision!.body).toBe('<p>Original body</p>');
    expect(revision!.bodyText).toBe('Original body');
    const row = await momentRow(id);
    expect(row.editedAt).toBeInstanceOf(Date);
    expect(row.revisionCount).toBe(1);
  });

  it('keeps every edit when the owner sets the grace period to 0', async () => {
    const author = await member();
    const id = await newMoment(author, 'v1');
    await editMoment(author, id, 'v2');
    await editMoment(author, id, 'v3');
    const kept = await revisionsOf('moment', id);
    expect(kept.map((row) => [row.revision, row.title])).toEqual([
      [1, 'v1'],
      [2, 'v2'],
    ]);
  });

  it('keeps nothing for an edit that changes nothing', async () => {
    const author = await member();
    const id = await newMoment(author, 'Same');
    await editMoment(author, id, 'Same');
    expect(await revisionsOf('moment', id)).toEqual([]);
    expect((await momentRow(id)).editedAt).toBeNull();
  });

  it('keeps articles the same way', async () => {
    const author = await member();
    const actor = testActor(author, grace(5));
    const created = await createArticle(
      actor,
      articleCreateSchema.parse({ title: 'Article one', content: '<p>Words here</p>' }),
      t.db,
    );
    const edit = (title: string) =>
      updateArticle(
        actor,
        articleUpdateSchema.parse({ id: created.id, title, content: '<p>New words</p>' }),
        t.db,
      );
    await edit('Inside grace');
    expect(await revisionsOf('article', created.id)).toEqual([]);
    await backdateContent(t.db, articles, created.id, 10);
    await edit('Past grace');
    const [revision] = await revisionsOf('article', created.id);
    expect(revision).toMatchObject({ revision: 1, title: 'Inside grace', bodyText: 'New words' });
    const [row] = await t.db.select().from(articles).where(eq(articles.id, created.id));
    expect(row!.editedAt).toBeInstanceOf(Date);
  });
});

describe('permissions', () => {
  it("refuses another member's edit of a moment and keeps nothing", async () => {
    const author = await member();
    const other = await member();
    const id = await newMoment(author, 'Mine');
    await expect(editMoment(other, id, 'Hijacked')).rejects.toMatchObject({ status: 403 });
    expect(await revisionsOf('moment', id)).toEqual([]);
    expect((await momentRow(id)).title).toBe('Mine');
  });

  it('lets the author and staff edit a comment, refuses other members, and audits staff', async () => {
    const author = await member();
    const other = await member();
    const moderator = await member('moderator');
    const momentId = await newMoment(author, 'Commented');
    const comment = await postComment(
      testActor(author),
      {
        entityType: 'moment',
        entityId: momentId,
        content: 'first words',
        images: [],
        parentId: 0,
        replyToId: 0,
      },
      t.db,
    );
    const edit = (who: Awaited<ReturnType<typeof member>>, content: string) =>
      updateComment(testActor(who, grace(0)), updateCommentSchema.parse({ id: comment.id, content }), t.db);

    await expect(edit(other, 'hijacked')).rejects.toMatchObject({ status: 403 });
    const byAuthor = await edit(author, '  second words  ');
    expect(byAuthor.content).toBe('second words');
    expect(byAuthor.editedAt).not.toBeNull();
    await edit(moderator, 'third words');

    const kept = await revisionsOf('comment', comment.id);
    expect(kept.map((row) => [row.editorId, row.body])).toEqual([
      [author.id, 'first words'],
      [moderator.id, 'second words'],
    ]);
    const audit = await t.db
      .select()
      .from(moderationLogs)
      .where(and(eq(moderationLogs.action, 'comment.edit'), eq(moderationLogs.targetId, comment.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(moderator.id);
  });

  it('refuses an empty comment text with a 400', async () => {
    expect(() => updateCommentSchema.parse({ id: 1, content: '   ' })).toThrow();
  });
});

describe('concurrent edits', () => {
  it('each keeps the version it replaced, none lost', async () => {
    const author = await member();
    const id = await newMoment(author, 'Start');
    await Promise.all([editMoment(author, id, 'Edit A'), editMoment(author, id, 'Edit B')]);
    const kept = await revisionsOf('moment', id);
    expect(kept.map((row) => row.revision)).toEqual([1, 2]);
    expect(kept[0]!.title).toBe('Start');
    const final = (await momentRow(id)).title;
    // The one that ran second replaced the first one's version.
    expect([kept[1]!.title, final].sort()).toEqual(['Edit A', 'Edit B']);
    expect((await momentRow(id)).revisionCount).toBe(2);
  });

  it('five edits at once leave five revisions and a chain with no gap', async () => {
    const author = await member();
    const id = await newMoment(author, 'Chain');
    const titles = ['c1', 'c2', 'c3', 'c4', 'c5'];
    await Promise.all(titles.map((title) => editMoment(author, id, title)));
    const kept = await revisionsOf('moment', id);
    expect(kept.map((row) => row.revision)).toEqual([1, 2, 3, 4, 5]);
    const versions = [...kept.map((row) => row.title), (await momentRow(id)).title];
    expect(versions[0]).toBe('Chain');
    expect(versions.slice(1).sort()).toEqual(titles);
  });
});

describe('restoring a revision', () => {
  it('is refused to members and allowed to moderators, keeping the current version and an audit row', async () => {
    const author = await member();
    const moderator = await member('moderator');
    const id = await newMoment(author, 'Good title');
    await editMoment(author, id, 'Vandalised');

    await expect(
      restoreRevision(
        { id: author.id, role: 'user' },
        { kind: 'moment', id, revision: 1 },
        '127.0.0.1',
        t.db,
      ),
    ).rejects.toMatchObject({ status: 403 });

    const result = await restoreRevision(
      { id: moderator.id, role: 'moderator' },
      { kind: 'moment', id, revision: 1 },
      '127.0.0.1',
      t.db,
    );
    expect(result).toEqual({ restored: true });
    const row = await momentRow(id);
    expect(row.title).toBe('Good title');
    expect(row.content).toBe('<p>Good title body</p>');
    expect(row.excerpt).toBe('Good title body');
    const kept = await revisionsOf('moment', id);
    expect(kept.map((r) => [r.revision, r.editorId, r.title])).toEqual([
      [1, author.id, 'Good title'],
      [2, moderator.id, 'Vandalised'],
    ]);
    const audit = await t.db
      .select()
      .from(moderationLogs)
      .where(and(eq(moderationLogs.action, 'moment.revision.restore'), eq(moderationLogs.targetId, id)));
    expect(audit).toHaveLength(1);

    const again = await restoreRevision(
      { id: moderator.id, role: 'moderator' },
      { kind: 'moment', id, revision: 1 },
      '127.0.0.1',
      t.db,
    );
    expect(again).toEqual({ restored: false });
  });

  it('answers 404 for a revision that does not exist', async () => {
    const author = await member();
    const admin = await member('admin');
    const id = await newMoment(author, 'No history');
    await expect(
      restoreRevision({ id: admin.id, role: 'admin' }, { kind: 'moment', id, revision: 3 }, '', t.db),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('listRevisions', () => {
  it('lists newest first, each with the version that followed it, across pages', async () => {
    const author = await member();
    const id = await newMoment(author, 'r0');
    for (let n = 1; n <= 22; n++) await editMoment(author, id, `r${n}`);
    const first = await listRevisions('moment', id, undefined, t.db);
    expect(first.entries).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.entries[0]!.row.revision).toBe(22);
    expect(first.entries[0]!.before.title).toBe('r21');
    expect(first.entries[0]!.after).toBeUndefined();
    expect(first.entries[1]!.after?.title).toBe('r21');
    const second = await listRevisions('moment', id, first.cursor, t.db);
    expect(second.entries.map((entry) => entry.row.revision)).toEqual([2, 1]);
    expect(second.entries[0]!.after?.title).toBe('r2');
    expect(second.hasMore).toBe(false);
  });
});
