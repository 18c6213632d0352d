import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { testActor } from '../../../tests/testActor.ts';
import { articles, comments, contentRevisions, moments, nodes, users } from '../db/schema/index.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { createMoment, updateMoment } from '../moments/moments.commands.ts';
import { createArticle, updateArticle } from '../articles/articles.commands.ts';
import { postComment } from '../comments/postComment.ts';
import { updateComment } from '../comments/updateComment.ts';
import { CONTENT_MAX_HTML_LENGTH } from '../content/contentLimits.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema, articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import { updateCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH } from '@/shared/comments/commentLimits.ts';
import { MOMENT_IMAGES_MAX, MOMENT_TITLE_MAX, TWEET_TEXT_MAX } from '@/shared/moments/momentLimits.ts';
import { ARTICLE_TITLE_MAX } from '@/shared/articles/articleLimits.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

// An edit keeps the version it replaced; every column that copy lands in must hold whatever the
// item's own columns accepted, in the script that takes the most bytes a character (CJK: three).
const t = useTestDatabase();
const keepEveryEdit: Partial<SiteConfig> = {
  enableHideContent: true,
  modules: { moment: true, article: true, tweet: true },
  revisions: { graceMinutes: 0, historyVisibility: 'everyone' },
};

const SCRIPTS = {
  latin: 'Plaza forum words ',
  cjk: '论坛里的每一句话都要保存好',
} as const;

/** `length` UTF-16 units of the script's text, repeated. */
function text(script: keyof typeof SCRIPTS, length: number): string {
  return SCRIPTS[script].repeat(Math.ceil(length / SCRIPTS[script].length)).slice(0, length);
}
/** The longest editor HTML a write accepts: one paragraph filling CONTENT_MAX_HTML_LENGTH. */
const longestHtml = (script: keyof typeof SCRIPTS) =>
  `<p>${text(script, CONTENT_MAX_HTML_LENGTH - '<p></p>'.length)}</p>`;

let seq = 0;
async function member() {
  seq += 1;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `Capacity ${seq}`, email: `capacity${seq}@example.com` })
    .$returningId();
  const [user] = await t.db.select().from(users).where(eq(users.id, row!.id));
  return toCurrentUser(user!);
}

function uploads(count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => `/uploads/2026/12/${String(index).padStart(32, 'a')}.png`,
  );
}

async function keptRevisions(kind: EntityKind, id: number) {
  return t.db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, EntityType[kind]), eq(contentRevisions.entityId, id)));
}

beforeAll(async () => {
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});

describe.each(['latin', 'cjk'] as const)(
  'an edit of an item with every field at its maximum (%s)',
  (script) => {
    const longestMoments = {
      post: () => ({
        type: 0,
        title: text(script, MOMENT_TITLE_MAX),
        content: longestHtml(script),
        hiddenContent: longestHtml(script),
      }),
      tweet: () => ({
        type: 1,
        content: text(script, TWEET_TEXT_MAX),
        hiddenContent: longestHtml(script),
        images: uploads(MOMENT_IMAGES_MAX),
      }),
    };

    it.each(['post', 'tweet'] as const)(
      'keeps the moment (%s) it replaced, with its hidden content',
      async (kind) => {
        const author = await member();
        const actor = testActor(author, keepEveryEdit);
        const fields = longestMoments[kind]();
        const created = await createMoment(actor, createMomentSchema.parse(fields), t.db);
        const before = (await t.db.select().from(moments).where(eq(moments.id, created.id)))[0]!;

        await updateMoment(
          actor,
          updateMomentSchema.parse({ id: created.id, ...fields, hiddenContent: '<p>shorter</p>' }),
          t.db,
        );

        const [revision] = await keptRevisions('moment', created.id);
        expect(revision!.title).toBe(before.title);
        expect(revision!.body).toBe(before.content);
        const extra = JSON.parse(revision!.extra) as { hiddenContent: string; images: string[] };
        expect(extra.hiddenContent).toBe(before.hiddenContent);
        expect(extra.hiddenContent.length).toBeGreaterThan(CONTENT_MAX_HTML_LENGTH - 10);
        expect(extra.images).toEqual(kind === 'tweet' ? uploads(MOMENT_IMAGES_MAX) : []);
        const after = (await t.db.select().from(moments).where(eq(moments.id, created.id)))[0]!;
        expect(after.hiddenContent).toBe('<p>shorter</p>');
      },
    );

    it('keeps the article it replaced, cover included', async () => {
      const author = await member();
      const actor = testActor(author, keepEveryEdit);
      const fields = {
        title: text(script, ARTICLE_TITLE_MAX),
        content: longestHtml(script),
        cover: uploads(1)[0]!,
      };
      const created = await createArticle(actor, articleCreateSchema.parse(fields), t.db);
      const before = (await t.db.select().from(articles).where(eq(articles.id, created.id)))[0]!;

      await updateArticle(
        actor,
        articleUpdateSchema.parse({ id: created.id, ...fields, title: text(script, ARTICLE_TITLE_MAX - 1) }),
        t.db,
      );

      const [revision] = await keptRevisions('article', created.id);
      expect(revision!.title).toBe(before.title);
      expect(revision!.body).toBe(before.content);
      expect(JSON.parse(revision!.extra)).toMatchObject({ cover: fields.cover });
    });

    it('keeps the comment it replaced, images included', async () => {
      const author = await member();
      const actor = testActor(author, keepEveryEdit);
      const moment = await createMoment(
        actor,
        createMomentSchema.parse({ type: 0, title: 'Commented', content: '<p>Commented</p>' }),
        t.db,
      );
      const comment = await postComment(
        actor,
        {
          entityType: 'moment',
          entityId: moment.id,
          content: text(script, COMMENT_MAX_LENGTH),
          images: uploads(COMMENT_MAX_IMAGES),
          parentId: 0,
          replyToId: 0,
        },
        t.db,
      );

      await updateComment(
        actor,
        updateCommentSchema.parse({ id: comment.id, content: text(script, COMMENT_MAX_LENGTH - 1) }),
        t.db,
      );

      const [revision] = await keptRevisions('comment', comment.id);
      expect(revision!.body).toBe(text(script, COMMENT_MAX_LENGTH).trim());
      const after = (await t.db.select().from(comments).where(eq(comments.id, comment.id)))[0]!;
      expect(after.content).toBe(text(script, COMMENT_MAX_LENGTH - 1).trim());
    });
  },
);
