import { z } from 'zod';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The path of /api/moments/{id}/answer: the question's moment id. */
export const answerParamsSchema = z.object({ id });

/** POST /api/moments/{id}/answer: the top-level comment to accept. */
export const acceptAnswerSchema = z.object({ commentId: id });

/** What both answer routes return: the question and its accepted comment now (null: none). */
export interface AcceptedAnswerResult {
  momentId: number;
  answerCommentId: number | null;
}
