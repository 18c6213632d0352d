import { z } from 'zod';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import { isLocalDay } from './localDay.ts';

export interface CheckinStatus {
  checkedIn: boolean;
  /** Today's streak once checked in; otherwise the streak still alive from yesterday (0 if none). */
  streak: number;
  /** The user's place among today's check-ins, once checked in. */
  todayRank?: number;
}

export interface CheckinResult {
  day: string;
  streak: number;
  points: number;
  todayRank: number;
}

export interface CheckinRankingEntry {
  rank: number;
  user: PublicAuthor;
  streak: number;
  checkedInAt: string;
}

export const CHECKIN_RANKING_SIZE = 10;

/** ?day=today (the default) or a calendar date YYYY-MM-DD in the site's time zone. */
export const checkinRankingQuerySchema = z.object({
  day: z
    .string()
    .trim()
    .default('today')
    .refine((value) => value === 'today' || isLocalDay(value)),
});
