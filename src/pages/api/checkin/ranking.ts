import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { listDayCheckins } from '@/server/checkin/checkinRanking.queries.ts';
import { checkinRankingQuerySchema, type CheckinRankingEntry } from '@/shared/checkin/checkinTypes.ts';
import { localDay } from '@/shared/checkin/localDay.ts';

/** GET /api/checkin/ranking?day=today|YYYY-MM-DD → the day's first check-ins, earliest first. */
export const GET = apiRoute(
  { summary: m.api_get_checkin_ranking, permission: 'anyone', query: checkinRankingQuerySchema },
  async ({ locals }, parsed) => {
    const { day } = parsed.query();
    const date = day === 'today' ? localDay(new Date(), locals.config.timeZone) : day;
    return ok<CheckinRankingEntry[]>(await listDayCheckins(date));
  },
);
