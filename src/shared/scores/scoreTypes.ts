import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** One line of a user's score ledger. */
export interface ScoreLogEntry {
  id: number;
  source: string;
  refId: number;
  amount: number;
  balanceAfter: number;
  /** A reason key (src/shared/scores/scoreSources.ts), put into words when shown. */
  reason: string;
  createdAt: string;
}

export interface ScoreRankingEntry {
  rank: number;
  user: PublicAuthor;
  score: number;
}

export const SCORE_LOG_PAGE_SIZE = 20;
export const SCORE_RANKING_SIZE = 10;
