import { z } from 'zod';

export const ADMIN_CONTENT_KINDS = ['moment', 'article', 'comment'] as const;
export type AdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];

export const REVIEW_KINDS = ['moment', 'article', 'comment'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Stored as the audit reason (VARCHAR(500)). */
export const ADMIN_CONTENT_REASON_MAX = 500;
/** forbidden_words.pattern is VARCHAR(200). */
export const FORBIDDEN_WORD_PATTERN_MAX = 200;

const reason = z.string().trim().max(ADMIN_CONTENT_REASON_MAX);

/** POST /api/admin/content/bulk: delete or restore up to a page of items, each in its own transaction. */
export const bulkContentSchema = z.object({
  kind: z.enum(ADMIN_CONTENT_KINDS),
  action: z.enum(['delete', 'restore']),
  ids: z.array(z.number().int().positive()).min(1).max(100),
  reason,
});

/** POST /api/admin/review/decide: a rejection must say why; the author reads it. */
export const reviewDecisionSchema = z
  .object({
    kind: z.enum(REVIEW_KINDS),
    id: z.number().int().positive(),
    decision: z.enum(['approve', 'reject']),
    reason,
  })
  .refine((value) => value.decision === 'approve' || value.reason !== '', { path: ['reason'] });

export const addWordSchema = z.object({
  pattern: z.string().max(FORBIDDEN_WORD_PATTERN_MAX),
  isRegex: z.boolean(),
});

export const deleteWordSchema = z.object({ id: z.number().int().positive() });

export interface BulkContentResult {
  /** Items changed; the rest were missing or already in the wanted state. */
  changed: number[];
  skipped: number[];
}
