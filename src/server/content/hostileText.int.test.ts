import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { HOSTILE_TEXTS } from '../../../tests/hostileTextCorpus.ts';
import { articles, comments, messages, moments, nodes, searchDocuments } from '../db/schema/index.ts';
import { columnLimit } from '../db/columnLimit.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { createArticle, updateArticle } from '../articles/articles.commands.ts';
import { createMoment, updateMoment } from '../moments/moments.commands.ts';
import { postComment } from '../comments/postComment.ts';
import { textLength } from '@/shared/text/textLength.ts';
import { articleCreateSchema, articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { testActor } from '../../../tests/testActor.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// Hostile text through the same schemas and services as /api/moment|article/create|update and
// /api/comment/create: every write is stored or refused with a message, and whatever is derived
// from the text (excerpts, message quotes, search tokens) fits its column, cut between graphemes.

const t = useTestDatabase();
const writer = (member: CurrentUser) =>
  testActor(member, { modules: { moment: true, article: true, tweet: true } });
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
let serial = 0;

beforeAll(async () => {
  await t.db.insert(nodes).values({ name: 'General' });
});

/** A fresh member per case. */
async function member(): Promise<CurrentUser> {
  serial += 1;
  return insertTestUser(t.db, {
    nickname: `Hostile ${serial}`,
    email: `h${serial}@example.com`,
    emailVerified: true,
  });
}

/** Stored text that was cut: it fits the column and is the start of `source` up to a grapheme boundary. */
function expectCutOf(source: string, stored: string, max: number): void {
  expect(textLength(stored, 'characters')).toBeLessThanOrEqual(max);
  const kept = stored !== source && stored.endsWith('…') ? stored.slice(0, -1) : stored;
  expect(source.startsWith(kept), `${JSON.stringify(kept.slice(0, 40))} starts the text`).toBe(true);
  const starts = new Set([...segmenter.segment(source)].map((part) => part.index));
  expect(kept.length === source.length || starts.has(kept.length), 'cut between graphemes').toBe(true);
}

async function expectMomentStored(id: number): Promise<void> {
  const [row] = await t.db.select().from(moments).where(eq(moments.id, id));
  expectCutOf(row!.contentText, row!.excerpt, columnLimit(moments.excerpt).max);
  const [document] = await t.db
    .select({ id: searchDocuments.id })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, 0), eq(searchDocuments.entityId, id)));
  expect(document).toBeDefined();
}

async function expectArticleStored(id: number): Promise<void> {
  const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
  expectCutOf(row!.contentText, row!.excerpt, columnLimit(articles.excerpt).max);
}

/** The schema's answer: the parsed input, or undefined after checking every issue has a message. */
function parsed<T extends z.ZodType>(schema: T, body: unknown): z.output<T> | undefined {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues) expect(issue.message).toMatch(/\S/);
  return undefined;
}

const paragraph = (text: string) => `<p>${text}</p>`;

describe.each(HOSTILE_TEXTS)('$label', ({ text }) => {
  it('in a post body: created and updated, the excerpt fits and ends between graphemes', async () => {
    const author = await member();
    const body = { type: 0, title: 'Hostile body', content: paragraph(text) };
    const created = await createMoment(writer(author), createMomentSchema.parse(body), t.db);
    await expectMomentStored(created.id);
    const plain = await createMoment(
      writer(author),
      createMomentSchema.parse({ ...body, content: '<p>x</p>' }),
      t.db,
    );
    await updateMoment(writer(author), updateMomentSchema.parse({ id: plain.id, ...body }), t.db);
    await expectMomentStored(plain.id);
  });

  it('as a post title and tag: stored whole or refused with a message', async () => {
    const author = await member();
    const body = { type: 0, title: text, content: '<p>x</p>', tags: [text] };
    const input = parsed(createMomentSchema, body);
    const plain = await createMoment(
      writer(author),
      createMomentSchema.parse({ ...body, title: 'x', tags: [] }),
      t.db,
    );
    const update = parsed(updateMomentSchema, { id: plain.id, ...body });
    expect(update === undefined).toBe(input === undefined);
    if (!input || !update) return;
    const created = await createMoment(writer(author), input, t.db);
    await updateMoment(writer(author), update, t.db);
    for (const id of [created.id, plain.id]) {
      const [row] = await t.db.select().from(moments).where(eq(moments.id, id));
      expect(row!.title).toBe(input.title.toWellFormed());
    }
  });

  it('in a tweet: created and updated, or refused as too long', async () => {
    const author = await member();
    const plain = await createMoment(
      writer(author),
      createMomentSchema.parse({ type: 1, content: 'x' }),
      t.db,
    );
    const input = parsed(createMomentSchema, { type: 1, content: text });
    if (!input) {
      expect(textLength(text.trim(), 'characters')).toBeGreaterThan(500);
      return;
    }
    const created = await createMoment(writer(author), input, t.db);
    await expectMomentStored(created.id);
    await updateMoment(
      writer(author),
      updateMomentSchema.parse({ id: plain.id, type: 1, content: text }),
      t.db,
    );
    await expectMomentStored(plain.id);
  });

  it('in an article: title and body created and updated, or the title refused', async () => {
    const author = await member();
    const created = await createArticle(
      writer(author),
      articleCreateSchema.parse({ title: 'Hostile body', content: paragraph(text) }),
      t.db,
    );
    await expectArticleStored(created.id);
    await updateArticle(
      writer(author),
      articleUpdateSchema.parse({ id: created.id, title: 'Edited', content: paragraph(`${text} ${text}`) }),
      t.db,
    );
    await expectArticleStored(created.id);
    const titled = parsed(articleUpdateSchema, {
      id: created.id,
      title: text,
      content: '<p>x</p>',
      tags: [text],
    });
    if (titled) {
      await updateArticle(writer(author), titled, t.db);
      const [row] = await t.db.select().from(articles).where(eq(articles.id, created.id));
      expect(row!.title).toBe(titled.title.toWellFormed());
    }
  });

  it('in a comment: stored or refused as too long, and the message quote fits', async () => {
    const author = await member();
    const commenter = await member();
    const target = await createMoment(
      writer(author),
      createMomentSchema.parse({ type: 0, title: 'T', content: '<p>x</p>' }),
      t.db,
    );
    const input = parsed(createCommentSchema, { entityType: 'moment', entityId: target.id, content: text });
    if (!input) {
      expect(text.trim().length).toBeGreaterThan(2000);
      return;
    }
    const view = await postComment(writer(commenter), input, t.db);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, view.id));
    expect(row!.content).toBe(input.content.toWellFormed());
    const [message] = await t.db
      .select({ quote: messages.quote })
      .from(messages)
      .where(and(eq(messages.userId, author.id), eq(messages.commentId, view.id)));
    expect(message, 'the author was told about the comment').toBeDefined();
    const flat = row!.content.replace(/\s+/g, ' ').trim();
    expectCutOf(flat, message!.quote, columnLimit(messages.quote).max);
  });
});
