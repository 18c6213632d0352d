import { useState } from 'react';
import type { CheckinRankingEntry, CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import { checkedInText, streakDaysText } from '@/shared/checkin/checkinText.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { VIEWER_CHECKIN_ATTRIBUTE } from '@/shared/viewer/viewerState.ts';
import { $checkin } from '@/stores/viewer.ts';
import { useServerFirst } from '@/islands/ui/useServerFirst.ts';
import { useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { checkIn } from './checkIn.ts';
import { m } from '@/i18n/messages.ts';
import './checkinWidget.css';

interface CheckinWidgetProps {
  ranking: CheckinRankingEntry[];
  /** Points a check-in earns. */
  points: number;
  signinHref: string;
}

function hintText(status: CheckinStatus | null, points: number): string {
  if (status?.checkedIn && status.todayRank) {
    return m.scores_checkin_today_rank({ rank: String(status.todayRank) });
  }
  if (status && status.streak > 0) return m.scores_checkin_streak_alive({ count: String(status.streak) });
  return points > 0 ? m.scores_checkin_points_hint({ points: String(points) }) : '';
}

/**
 * The side widget's daily check-in and today's ranking. The server renders both the sign-in link
 * and the check-in button; `<html data-member>` CSS shows one before the viewer state says which
 * applies, and `$checkin` then fills in the viewer's state.
 */
export function CheckinWidget({ ranking: initialRanking, points, signinHref }: CheckinWidgetProps) {
  const status = useServerFirst($checkin, null);
  const viewerStatus = useViewerStatus();
  const [ranking, setRanking] = useState(initialRanking);
  const [busy, setBusy] = useState(false);
  const checkedIn = status?.checkedIn === true;

  const onCheckIn = () => {
    if (busy) return;
    setBusy(true);
    void checkIn()
      .then((fresh) => fresh && setRanking(fresh))
      .finally(() => setBusy(false));
  };

  const marker = { [VIEWER_CHECKIN_ATTRIBUTE]: '' };
  return (
    <section
      className="side-widget checkin-widget"
      aria-labelledby="side-checkin-title"
      data-checkin-widget=""
      data-viewer={viewerStatus}
      {...marker}
    >
      <h2 id="side-checkin-title" className="side-widget-title">
        {m.scores_checkin_title()}
      </h2>
      {viewerStatus !== 'member' && (
        <a className="button button-primary checkin-button checkin-signin" href={signinHref}>
          {m.scores_checkin_sign_in()}
        </a>
      )}
      {viewerStatus !== 'anonymous' && (
        <div className="checkin-state">
          <button
            type="button"
            className="button button-primary checkin-button"
            data-checkin-button=""
            hidden={checkedIn}
            aria-busy={busy || undefined}
            onClick={onCheckIn}
          >
            {m.scores_checkin_button()}
          </button>
          <p className="checkin-done" data-checkin-done="" role="status" hidden={!checkedIn}>
            {status?.checkedIn ? checkedInText(status.streak) : ''}
          </p>
          <p className="checkin-hint" data-checkin-hint="">
            {hintText(status, points)}
          </p>
        </div>
      )}
      <h3 className="checkin-ranking-title" id="side-checkin-ranking-title">
        {m.scores_checkin_ranking_title()}
      </h3>
      <ol className="checkin-ranking" data-checkin-ranking="" aria-labelledby="side-checkin-ranking-title">
        {ranking.map((entry) => (
          <li key={entry.user.id}>
            <span className="checkin-rank">{entry.rank}</span>
            <a className="checkin-name" href={userProfilePath(entry.user.id)}>
              {entry.user.nickname}
            </a>
            <span className="checkin-streak">{streakDaysText(entry.streak)}</span>
          </li>
        ))}
      </ol>
      <p className="checkin-ranking-empty" data-checkin-ranking-empty="" hidden={ranking.length > 0}>
        {m.scores_checkin_ranking_empty()}
      </p>
    </section>
  );
}
