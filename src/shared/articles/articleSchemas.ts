import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { ARTICLE_TAGS_MAX, ARTICLE_TAG_NAME_MAX, ARTICLE_TITLE_MAX } from './articleLimits.ts';
import { pollInputSchema } from '@/shared/polls/pollSchemas.ts';

const articleId = z.coerce
  .number({ error: () => m.articles_id_invalid() })
  .int({ error: () => m.articles_id_invalid() })
  .positive({ error: () => m.articles_id_invalid() });

const tagName = z
  .string({ error: () => m.articles_tag_empty() })
  .trim()
  .min(1, { error: () => m.articles_tag_empty() })
  .max(ARTICLE_TAG_NAME_MAX, { error: () => m.articles_tag_too_long({ max: String(ARTICLE_TAG_NAME_MAX) }) });

/** Trimmed names, the first spelling kept when two differ only in case (tag names are case-insensitive). */
export function uniqueTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const articleFields = {
  title: z
    .string({ error: () => m.articles_title_required() })
    .trim()
    .min(1, { error: () => m.articles_title_required() })
    .max(ARTICLE_TITLE_MAX, { error: () => m.articles_title_too_long({ max: String(ARTICLE_TITLE_MAX) }) }),
  /** Editor HTML; the server sanitizes it and decides whether anything is left. */
  content: z.string({ error: () => m.articles_content_required() }).min(1, {
    error: () => m.articles_content_required(),
  }),
  tags: z
    .array(tagName)
    .default([])
    .transform(uniqueTagNames)
    .refine((names) => names.length <= ARTICLE_TAGS_MAX, {
      error: () => m.articles_tags_too_many({ max: String(ARTICLE_TAGS_MAX) }),
    }),
  cover: z
    .string()
    .trim()
    .default('')
    .refine((url) => url === '' || isUploadUrl(url), { error: () => m.articles_cover_invalid() }),
  /** The article's poll (decision 081); on edit, left out keeps it and null removes it. */
  poll: pollInputSchema.nullable().optional(),
};

/** POST /api/article/create. */
export const articleCreateSchema = z.object(articleFields);
export type ArticleCreateData = z.output<typeof articleCreateSchema>;

/** POST /api/article/update: the whole article again, plus its id. */
export const articleUpdateSchema = z.object({ id: articleId, ...articleFields });
export type ArticleUpdateData = z.output<typeof articleUpdateSchema>;

/** POST /api/article/delete. */
export const articleDeleteSchema = z.object({ id: articleId });

/** GET /api/article/list?tagId=&cursor= */
export const articleListQuerySchema = z.object({
  tagId: z.preprocess((value) => (value === '' || value === null ? undefined : value), articleId.optional()),
  cursor: z.string().max(200).optional(),
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;
