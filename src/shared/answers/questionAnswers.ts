import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** A comment as a question's page names it: under the question and in its structured data. */
export interface AnswerSummary {
  id: number;
  author: PublicAuthor;
  /** The opening of the comment's text, on one line. */
  excerpt: string;
  likeCount: number;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** What a question's page shows and tells search engines of its answers. */
export interface QuestionAnswers {
  accepted: AnswerSummary | null;
  /** A few other top-level comments, oldest first. */
  suggested: AnswerSummary[];
  /** Published top-level comments: the answers given. */
  answerCount: number;
}
