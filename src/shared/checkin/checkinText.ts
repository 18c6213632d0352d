import { m } from '@/paraglide/messages.js';

/** "Checked in · N days in a row", said right for one day too. */
export function checkedInText(streak: number): string {
  return streak === 1 ? m.scores_checkin_done_one() : m.scores_checkin_done({ count: String(streak) });
}

/** "N days" beside a name in today's check-in list. */
export function streakDaysText(streak: number): string {
  return streak === 1
    ? m.scores_checkin_ranking_streak_one()
    : m.scores_checkin_ranking_streak({ count: String(streak) });
}
