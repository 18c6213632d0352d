/** Where a score change came from; with the reference id it identifies the event that paid it. */
export const ScoreSource = {
  moment: 'moment',
  comment: 'comment',
  checkin: 'checkin',
  /** A staff adjustment: its reference is the audit row that records it, its reason the staff's words. */
  admin: 'admin',
} as const;

/** Stored in score_logs.reason as a key and put into words when shown (see scoreReasonText.ts). */
export const ScoreReason = {
  postMoment: 'post_moment',
  postComment: 'post_comment',
  dailyCheckin: 'daily_checkin',
} as const;
