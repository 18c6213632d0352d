import { ScoreReason } from './scoreSources.ts';
import { m } from '@/paraglide/messages.js';

/** The ledger's reason in the reader's language; an unknown key (an older rule) shows as stored. */
export function scoreReasonText(reason: string): string {
  switch (reason) {
    case ScoreReason.postMoment:
      return m.scores_reason_post_moment();
    case ScoreReason.postComment:
      return m.scores_reason_post_comment();
    case ScoreReason.dailyCheckin:
      return m.scores_reason_daily_checkin();
    case ScoreReason.acceptedAnswer:
      return m.scores_reason_accepted_answer();
    case ScoreReason.answerTakenBack:
      return m.scores_reason_answer_taken_back();
    default:
      return reason;
  }
}

export function scoreSourceText(source: string): string {
  switch (source) {
    case 'moment':
      return m.scores_source_moment();
    case 'comment':
      return m.scores_source_comment();
    case 'checkin':
      return m.scores_source_checkin();
    case 'admin':
      return m.scores_source_admin();
    case 'answer':
    case 'answer_back':
      return m.scores_source_answer();
    default:
      return source;
  }
}
