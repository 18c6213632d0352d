import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { CheckinRankingEntry, CheckinResult, CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import { $checkin } from '@/stores/viewer.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';

/** Today's ranking after a check-in; undefined when it could not be read (the check-in still stands). */
async function freshRanking(): Promise<CheckinRankingEntry[] | undefined> {
  try {
    return await apiRequest<CheckinRankingEntry[]>('/api/checkin/ranking?day=today');
  } catch {
    return undefined;
  }
}

/**
 * Checks the viewer in and puts the answer into `$checkin`; resolves today's ranking to show.
 * Already checked in (another tab, a double click): shows the real state and says so.
 */
export async function checkIn(): Promise<CheckinRankingEntry[] | undefined> {
  try {
    const result = await apiRequest<CheckinResult>('/api/checkin', { method: 'POST', body: {} });
    $checkin.set({ checkedIn: true, streak: result.streak, todayRank: result.todayRank });
    showToast('success', m.scores_checkin_success({ points: String(result.points) }));
    return await freshRanking();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      try {
        $checkin.set(await apiRequest<CheckinStatus>('/api/checkin/status'));
      } catch {
        // Keep the message below.
      }
    }
    reportApiError(error);
    return undefined;
  }
}
