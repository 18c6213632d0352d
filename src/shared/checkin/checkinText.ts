import { m } from '@/paraglide/messages.js';

/** "Checked in · N days in a row" (the catalogs say "1 day" for one). */
export function checkedInText(streak: number): string {
  return m.scores_checkin_done({ count: streak });
}

/** "N days" beside a name in today's check-in list. */
export function streakDaysText(streak: number): string {
  return m.scores_checkin_ranking_streak({ count: streak });
}
