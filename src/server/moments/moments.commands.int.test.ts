import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { moments, momentTags, nodes, tags, users } from '../db/schema/index.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { createMoment, deleteMoment, updateMoment } from './moments.commands.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { testActor, TEST_SITE_CONFIG } from '../../../tests/testActor.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { Role } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
let nodeA: number;
let nodeB: number;
let hiddenNode: number;

const image = (n: number) => `/uploads/2026/05/${n.toString(16).padStart(32, '0')}.png`;

const tweetsOn = { modules: { moment: true, article: true, tweet: true } };

let userSeq = 0;
async function member(values: { role?: Role; emailVerified?: boolean; email?: string | null } = {}) {
  userSeq += 1;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `Member ${userSeq}`, email: `m${userSeq}@example.com`, ...values })
    .$returningId();
  const [user] = await t.db.select().from(users).where(eq(users.id, row!.id));
  return toCurrentUser(user!);
}

const post = (fields: Record<string, unknown> = {}) =>
  createMomentSchema.parse({ type: 0, title: 'Hello', content: '<p>Body</p>', ...fields });
const tweet = (fields: Record<string, unknown> = {}) =>
  createMomentSchema.parse({ type: 1, content: 'Short text', ...fields });

async function momentRow(id: number) {
  const [row] = await t.db.select().from(moments).where(eq(moments.id, id));
  return row!;
}
async function tagCounts(names: string[]): Promise<Record<string, number>> {
  const rows = await t.db.select().from(tags).where(inArray(tags.name, names));
  return Object.fromEntries(rows.map((row) => [row.name, row.momentCount]));
}
async function nodeCount(id: number): Promise<number> {
  const [row] = await t.db.select({ count: nodes.momentCount }).from(nodes).where(eq(nodes.id, id));
  return row!.count;
}
async function userCount(user: CurrentUser): Promise<number> {
  const [row] = await t.db.select({ count: users.momentCount }).from(users).where(eq(users.id, user.id));
  return row!.count;
}
async function tagNamesOf(momentId: number): Promise<string[]> {
  const rows = await t.db
    .select({ name: tags.name })
    .from(momentTags)
    .innerJoin(tags, eq(tags.id, momentTags.tagId))
    .where(eq(momentTags.momentId, momentId));
  return rows.map((row) => row.name).sort();
}

beforeAll(async () => {
  const inserted = await t.db
    .insert(nodes)
    .values([
      { name: 'Hidden', sortOrder: 0, status: 1 },
      { name: 'General', sortOrder: 1 },
      { name: 'Questions', sortOrder: 2 },
    ])
    .$returningId();
  [hiddenNode, nodeA, nodeB] = inserted.map((row) => row.id) as [number, number, number];
});

describe('createMoment', () => {
  it('creates a post in a node with tags, counting it exactly', async () => {
    const author = await member();
    const saved = await createMoment(
      testActor(author),
      post({
        title: '  My first post ',
        content: '<p>Some <strong>bold</strong> text</p>',
        nodeId: nodeB,
        tags: [' Astro ', 'astro', 'Web'],
      }),
      t.db,
    );
    expect(saved).toEqual({ id: saved.id, url: `/moment/${saved.id}`, status: ContentStatus.published });
    const row = await momentRow(saved.id);
    expect(row).toMatchObject({
      userId: author.id,
      nodeId: nodeB,
      type: MomentType.post,
      title: 'My first post',
      content: '<p>Some <strong>bold</strong> text</p>',
      contentText: 'Some bold text',
      images: '[]',
      hiddenContent: '',
      status: ContentStatus.published,
      ip: '127.0.0.1',
      ipLocation: '',
    });
    expect(await tagNamesOf(saved.id)).toEqual(['Astro', 'Web']);
    expect(await tagCounts(['Astro', 'Web'])).toEqual({ Astro: 1, Web: 1 });
    expect(await nodeCount(nodeB)).toBe(1);
    expect(await userCount(author)).toBe(1);
  });

  it('creates a tweet with images as escaped paragraphs, reusing existing tags', async () => {
    const author = await member();
    const saved = await createMoment(
      testActor(author, tweetsOn, '8.8.8.8'),
      tweet({
        content: 'Line one\nline <two>\n\nNext',
        images: [image(1), image(2)],
        tags: ['ASTRO', 'tweets'],
      }),
      t.db,
    );
    const row = await momentRow(saved.id);
    expect(row).toMatchObject({
      type: MomentType.tweet,
      title: '',
      content: '<p>Line one<br />line &lt;two&gt;</p><p>Next</p>',
      images: JSON.stringify([image(1), image(2)]),
      ip: '8.8.8.8',
      ipLocation: '美国',
    });
    expect(await tagNamesOf(saved.id)).toEqual(['Astro', 'tweets']);
    expect(await tagCounts(['Astro', 'tweets'])).toEqual({ Astro: 2, tweets: 1 });
  });

  it('treats names the database collation calls equal as one tag', async () => {
    const author = await member();
    const saved = await createMoment(testActor(author), post({ tags: ['Cafe', 'café'] }), t.db);
    expect(await tagNamesOf(saved.id)).toEqual(['Cafe']);
    expect(await tagCounts(['Cafe'])).toEqual({ Cafe: 1 });
  });

  it('stores the province for an address in China and nothing for a private one', async () => {
    const author = await member();
    const china = await createMoment(testActor(author, {}, '120.24.78.68'), post(), t.db);
    const lan = await createMoment(testActor(author, {}, '192.168.1.20'), post(), t.db);
    expect((await momentRow(china.id)).ipLocation).toBe('广东');
    expect((await momentRow(lan.id)).ipLocation).toBe('');
  });

  it('uses the default node when none is chosen, else the first active node', async () => {
    const author = await member();
    const withDefault = await createMoment(testActor(author, { defaultNodeId: nodeB }), post(), t.db);
    expect((await momentRow(withDefault.id)).nodeId).toBe(nodeB);
    const hiddenDefault = await createMoment(testActor(author, { defaultNodeId: hiddenNode }), post(), t.db);
    expect((await momentRow(hiddenDefault.id)).nodeId).toBe(nodeA);
    const noDefault = await createMoment(testActor(author), post(), t.db);
    expect((await momentRow(noDefault.id)).nodeId).toBe(nodeA);
  });

  it('refuses a hidden or unknown node', async () => {
    const author = await member();
    for (const nodeId of [hiddenNode, 999_999]) {
      await expect(createMoment(testActor(author), post({ nodeId }), t.db)).rejects.toMatchObject({
        status: 400,
        field: 'nodeId',
        message: 'This node does not exist',
      });
    }
  });

  it('follows the module switches', async () => {
    const author = await member();
    await expect(createMoment(testActor(author), tweet(), t.db)).rejects.toMatchObject({
      status: 404,
      message: 'This feature is not enabled on this site.',
    });
    const off = { modules: { moment: false, article: true, tweet: true } };
    await expect(createMoment(testActor(author, off), post(), t.db)).rejects.toMatchObject({ status: 404 });
    await expect(createMoment(testActor(author, off), tweet(), t.db)).rejects.toMatchObject({ status: 404 });
  });

  it('asks for sign-in, and for a verified email when the site demands it', async () => {
    await expect(createMoment(testActor(null), post(), t.db)).rejects.toMatchObject({
      status: 401,
      errorCode: 1,
    });
    const unverified = await member();
    const verified = await member({ emailVerified: true });
    const strict = { createMomentEmailVerified: true };
    await expect(createMoment(testActor(unverified, strict), post(), t.db)).rejects.toMatchObject({
      status: 403,
      errorCode: 7,
      message: 'please verify your e-mail first',
    });
    await expect(createMoment(testActor(verified, strict), post(), t.db)).resolves.toMatchObject({
      status: 0,
    });
  });

  it('neutralises script in the title, body and tweet text', async () => {
    const author = await member();
    const title = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const saved = await createMoment(
      testActor(author),
      post({
        title,
        content:
          '<p onclick="x()">Hi<script>alert(3)</script><img src="javascript:alert(4)"><a href="javascript:alert(5)">link</a></p>',
      }),
      t.db,
    );
    const row = await momentRow(saved.id);
    // The title is plain text: stored as typed, escaped wherever it is rendered.
    expect(row.title).toBe(title);
    expect(row.content).toBe('<p>Hilink</p>');
    expect(row.content).not.toMatch(/script|onclick|javascript|onerror/i);
    const tweeted = await createMoment(
      testActor(author, tweetsOn),
      tweet({ content: '<img src=x onerror=alert(1)> <b>hi</b>' }),
      t.db,
    );
    expect((await momentRow(tweeted.id)).content).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;hi&lt;/b&gt;</p>',
    );
  });

  it('stores hidden content sanitized when the site enables it, and ignores it otherwise', async () => {
    const author = await member();
    const hiddenContent = '<p>Secret <em>code</em><script>steal()</script></p>';
    const on = await createMoment(
      testActor(author, { enableHideContent: true }),
      post({ hiddenContent }),
      t.db,
    );
    expect((await momentRow(on.id)).hiddenContent).toBe('<p>Secret <em>code</em></p>');
    const off = await createMoment(testActor(author), post({ hiddenContent }), t.db);
    expect((await momentRow(off.id)).hiddenContent).toBe('');
  });

  it('refuses a post whose body sanitizes to nothing', async () => {
    const author = await member();
    await expect(
      createMoment(testActor(author), post({ content: '<script>alert(1)</script>' }), t.db),
    ).rejects.toMatchObject({ status: 400, field: 'content', message: 'Please enter content' });
  });

  it('answers 413 for a body over the sanitizer limit', async () => {
    const author = await member();
    const content = `<p>${'a'.repeat(200_001)}</p>`;
    await expect(createMoment(testActor(author), post({ content }), t.db)).rejects.toMatchObject({
      status: 413,
    });
  });

  it('counts new moments, not edits, against the owner’s hourly limit', async () => {
    const author = await member();
    const limited = testActor(author, {
      antiAbuse: { ...TEST_SITE_CONFIG.antiAbuse, momentsPerHour: 2 },
    });
    const saved = await createMoment(limited, post(), t.db);
    await createMoment(limited, post(), t.db);
    for (let edit = 0; edit < 3; edit++) {
      await updateMoment(limited, updateMomentSchema.parse({ id: saved.id, ...post() }), t.db);
    }
    await expect(createMoment(limited, post(), t.db)).rejects.toMatchObject({ status: 429, errorCode: 6 });
  });

  it('keeps counts exact when members post with the same tags at once', async () => {
    const authors = await Promise.all(Array.from({ length: 10 }, () => member()));
    const before = await nodeCount(nodeB);
    await Promise.all(
      authors.map((author) =>
        createMoment(testActor(author), post({ nodeId: nodeB, tags: ['Concurrent', 'Shared'] }), t.db),
      ),
    );
    expect(await tagCounts(['Concurrent', 'Shared'])).toEqual({ Concurrent: 10, Shared: 10 });
    expect(await nodeCount(nodeB)).toBe(before + 10);
  });
  it('keeps counts exact while moments are created and deleted at the same time', async () => {
    const authors = await Promise.all(Array.from({ length: 20 }, () => member()));
    const tagged = { nodeId: nodeA, tags: ['Busy', 'Crowded', 'Shared'] };
    const first = await Promise.all(
      authors.slice(0, 10).map((author) => createMoment(testActor(author), post(tagged), t.db)),
    );
    const [nodeBefore, tagsBefore] = [await nodeCount(nodeA), await tagCounts(['Busy', 'Crowded', 'Shared'])];
    await Promise.all([
      ...first.map((saved, index) => deleteMoment(testActor(authors[index]!), saved.id, t.db)),
      ...authors
        .slice(10)
        .map((author) =>
          createMoment(testActor(author), post({ ...tagged, tags: ['Shared', 'Crowded', 'Busy'] }), t.db),
        ),
    ]);
    expect(await nodeCount(nodeA)).toBe(nodeBefore);
    expect(await tagCounts(['Busy', 'Crowded', 'Shared'])).toEqual(tagsBefore);
    expect(tagsBefore).toEqual({ Busy: 10, Crowded: 10, Shared: 20 });
  });
});

describe('the moment schema', () => {
  it('accepts at most 9 images, and only uploads of this site', () => {
    const nine = Array.from({ length: 9 }, (_, i) => image(i + 1));
    expect(tweet({ images: nine }).images).toHaveLength(9);
    const ten = createMomentSchema.safeParse({ type: 1, content: 'x', images: [...nine, image(10)] });
    expect(ten.error?.issues[0]?.message).toBe('You can upload at most 9 images');
    const foreign = createMomentSchema.safeParse({ type: 1, images: ['https://evil.test/a.png'] });
    expect(foreign.error?.issues[0]).toMatchObject({
      path: ['images', 0],
      message: 'Images must be uploaded to this site',
    });
  });

  it('requires a title and a body for posts, text or images for tweets', () => {
    const emptyPost = createMomentSchema.safeParse({ type: 0, title: ' ', content: '' });
    expect(emptyPost.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a title',
      'Please enter content',
    ]);
    expect(
      createMomentSchema.safeParse({ type: 0, title: 'x'.repeat(201), content: '<p>a</p>' }).error?.issues[0]
        ?.message,
    ).toBe('The title can be at most 200 characters');
    expect(createMomentSchema.safeParse({ type: 1, content: ' ' }).error?.issues[0]?.message).toBe(
      'Write something or add an image',
    );
    expect(
      createMomentSchema.safeParse({ type: 1, content: 'x'.repeat(501) }).error?.issues[0]?.message,
    ).toBe('A tweet can be at most 500 characters');
    expect(tweet({ title: 'ignored', content: '  hi  ' })).toMatchObject({ title: '', content: 'hi' });
    expect(post({ title: ' Two\nlines\u0000 ' }).title).toBe('Two lines');
  });

  it('normalises tags and allows at most 3 of at most 32 characters', () => {
    expect(post({ tags: ['a', ' A ', 'b', 'c', ''] }).tags).toEqual(['a', 'b', 'c']);
    expect(
      createMomentSchema.safeParse({ ...post(), tags: ['a', 'b', 'c', 'd'] }).error?.issues[0]?.message,
    ).toBe('You can add at most 3 tags');
    expect(
      createMomentSchema.safeParse({ ...post(), tags: ['x'.repeat(33)] }).error?.issues[0]?.message,
    ).toBe('A tag can be at most 32 characters');
  });

  it('reads form posts: numbers as strings and a single tags[] value', () => {
    expect(createMomentSchema.parse({ type: '1', content: 'x', nodeId: '3', tags: 'solo' })).toMatchObject({
      type: 1,
      nodeId: 3,
      tags: ['solo'],
      images: [],
    });
  });
});

describe('updateMoment', () => {
  it('lets the author change the body, node and tags, with exact tag and node counts', async () => {
    const author = await member();
    const saved = await createMoment(
      testActor(author),
      post({ nodeId: nodeA, tags: ['Keep', 'Drop'] }),
      t.db,
    );
    const [aBefore, bBefore] = [await nodeCount(nodeA), await nodeCount(nodeB)];
    const result = await updateMoment(
      testActor(author),
      updateMomentSchema.parse({
        id: saved.id,
        type: 0,
        title: 'Edited',
        content: '<p>New</p>',
        nodeId: nodeB,
        tags: ['keep', 'Added'],
      }),
      t.db,
    );
    expect(result).toEqual({ id: saved.id, url: `/moment/${saved.id}`, status: 0 });
    expect(await momentRow(saved.id)).toMatchObject({
      title: 'Edited',
      content: '<p>New</p>',
      nodeId: nodeB,
    });
    expect(await tagNamesOf(saved.id)).toEqual(['Added', 'Keep']);
    expect(await tagCounts(['Keep', 'Drop', 'Added'])).toEqual({ Keep: 1, Drop: 0, Added: 1 });
    expect([await nodeCount(nodeA), await nodeCount(nodeB)]).toEqual([aBefore - 1, bBefore + 1]);
    expect(await userCount(author)).toBe(1);
  });

  it('can turn a post into a tweet when tweets are on', async () => {
    const author = await member();
    const saved = await createMoment(testActor(author), post(), t.db);
    const input = updateMomentSchema.parse({
      id: saved.id,
      type: 1,
      content: 'Now a tweet',
      images: [image(3)],
    });
    await expect(updateMoment(testActor(author), input, t.db)).rejects.toMatchObject({ status: 404 });
    await updateMoment(testActor(author, tweetsOn), input, t.db);
    expect(await momentRow(saved.id)).toMatchObject({
      type: 1,
      title: '',
      content: '<p>Now a tweet</p>',
      images: JSON.stringify([image(3)]),
    });
  });

  it('keeps stored hidden content when the site has the feature off', async () => {
    const author = await member();
    const on = { enableHideContent: true };
    const saved = await createMoment(testActor(author, on), post({ hiddenContent: '<p>Secret</p>' }), t.db);
    await updateMoment(testActor(author), updateMomentSchema.parse({ id: saved.id, ...post() }), t.db);
    expect((await momentRow(saved.id)).hiddenContent).toBe('<p>Secret</p>');
    await updateMoment(
      testActor(author, on),
      updateMomentSchema.parse({ id: saved.id, ...post(), hiddenContent: '' }),
      t.db,
    );
    expect((await momentRow(saved.id)).hiddenContent).toBe('');
  });

  it('refuses anyone but the author, moderators included, and deleted moments', async () => {
    const author = await member();
    const other = await member();
    const moderator = await member({ role: 'moderator' });
    const saved = await createMoment(testActor(author), post(), t.db);
    const input = updateMomentSchema.parse({ id: saved.id, ...post({ title: 'Hijacked' }) });
    for (const actor of [other, moderator]) {
      await expect(updateMoment(testActor(actor), input, t.db)).rejects.toMatchObject({ status: 403 });
    }
    await expect(updateMoment(testActor(null), input, t.db)).rejects.toMatchObject({ status: 401 });
    expect((await momentRow(saved.id)).title).toBe('Hello');
    await deleteMoment(testActor(author), saved.id, t.db);
    await expect(updateMoment(testActor(author), input, t.db)).rejects.toMatchObject({ status: 404 });
  });

  it('lets the author edit a pending moment without counting it', async () => {
    const author = await member();
    const saved = await createMoment(testActor(author), post({ nodeId: nodeA, tags: ['PendingTag'] }), t.db);
    await t.db.update(moments).set({ status: ContentStatus.pending }).where(eq(moments.id, saved.id));
    await t.db.update(tags).set({ momentCount: 0 }).where(eq(tags.name, 'PendingTag'));
    await updateMoment(
      testActor(author),
      updateMomentSchema.parse({
        id: saved.id,
        ...post({ title: 'Reviewed', tags: ['PendingTag', 'Other pending'] }),
      }),
      t.db,
    );
    expect(await momentRow(saved.id)).toMatchObject({ title: 'Reviewed', status: ContentStatus.pending });
    expect(await tagCounts(['PendingTag', 'Other pending'])).toEqual({ PendingTag: 0, 'Other pending': 0 });
  });
});

describe('deleteMoment', () => {
  it('lets the author delete softly, taking the moment out of every count', async () => {
    const author = await member();
    const saved = await createMoment(testActor(author), post({ nodeId: nodeB, tags: ['Gone'] }), t.db);
    const before = await nodeCount(nodeB);
    await deleteMoment(testActor(author), saved.id, t.db);
    expect((await momentRow(saved.id)).status).toBe(ContentStatus.deleted);
    expect(await tagCounts(['Gone'])).toEqual({ Gone: 0 });
    expect(await nodeCount(nodeB)).toBe(before - 1);
    expect(await userCount(author)).toBe(0);
    await expect(deleteMoment(testActor(author), saved.id, t.db)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lets the author delete; another member and a moderator (403, they use the moderation route) and a signed-out caller (401) cannot', async () => {
    const author = await member();
    const other = await member();
    const moderator = await member({ role: 'moderator' });
    const saved = await createMoment(testActor(author), post(), t.db);
    for (const actor of [other, moderator]) {
      await expect(deleteMoment(testActor(actor), saved.id, t.db)).rejects.toMatchObject({
        status: 403,
        message: 'You cannot delete this moment',
      });
    }
    await expect(deleteMoment(testActor(null), saved.id, t.db)).rejects.toMatchObject({ status: 401 });
    expect((await momentRow(saved.id)).status).toBe(ContentStatus.published);
    await deleteMoment(testActor(author), saved.id, t.db);
    expect((await momentRow(saved.id)).status).toBe(ContentStatus.deleted);
    expect(await userCount(author)).toBe(0);
  });
});
