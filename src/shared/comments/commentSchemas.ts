import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { COMMENT_KINDS } from './commentKinds.ts';
import { COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH } from './commentLimits.ts';
import { normalizeCommentText } from './normalizeCommentText.ts';

const id = z.coerce.number().int().positive();
/** The id in a comment's own address, `/comment/{id}`. */
export const commentIdParamSchema = id;
const optionalId = z.coerce.number().int().nonnegative().optional().default(0);

/** POST /api/comment/create; the comment box checks the same rules. */
export const createCommentSchema = z.object({
  entityType: z.enum(COMMENT_KINDS),
  entityId: id,
  content: z
    .string({ error: () => m.comments_content_required() })
    .transform(normalizeCommentText)
    .pipe(
      z
        .string()
        .min(1, { error: () => m.comments_content_required() })
        .max(COMMENT_MAX_LENGTH, {
          error: () => m.comments_content_too_long({ max: String(COMMENT_MAX_LENGTH) }),
        }),
    ),
  images: z
    .array(z.string().refine(isUploadUrl, { error: () => m.comments_image_invalid() }))
    .max(COMMENT_MAX_IMAGES, {
      error: () => m.comments_too_many_images({ limit: String(COMMENT_MAX_IMAGES) }),
    })
    .optional()
    .default([]),
  parentId: optionalId,
  replyToId: optionalId,
});
export type CreateCommentData = z.output<typeof createCommentSchema>;

/** POST /api/comment/update: the text, checked like a new comment's; its images stay. */
export const updateCommentSchema = createCommentSchema.pick({ content: true }).extend({ id });
export type UpdateCommentData = z.output<typeof updateCommentSchema>;

/** POST /api/comment/delete */
export const deleteCommentSchema = z.object({ id });

/** GET /api/comment/list */
export const listCommentsQuerySchema = z.object({
  entityType: z.enum(COMMENT_KINDS),
  entityId: id,
  cursor: z.string().optional(),
});

/** GET /api/comment/replies */
export const listRepliesQuerySchema = z.object({
  commentId: id,
  cursor: z.string().optional(),
});

/** At most this many comments are asked for at once (a live page's "show new comments"). */
const COMMENT_VIEWS_MAX = 50;

/** GET /api/comment/views: `ids` comma-separated. */
export const commentViewsQuerySchema = z.object({
  entityType: z.enum(COMMENT_KINDS),
  entityId: id,
  ids: z.preprocess(
    (text) => (typeof text === 'string' ? text.split(',') : text),
    z.array(id).min(1).max(COMMENT_VIEWS_MAX),
  ),
});
