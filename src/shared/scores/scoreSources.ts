/** Where a score change came from; with the reference id it identifies the event that paid it. */
export const ScoreSource = {
  moment: 'moment',
  comment: 'comment',
  checkin: 'checkin',
  /** A staff adjustment: its reference is the audit row that records it, its reason the staff's words. */
  admin: 'admin',
  /** A question's accepted answer: its reference is the audit row of the acceptance. */
  answer: 'answer',
  /** An accepted answer's points taken back: its reference is the ledger row that paid them. */
  answerTakenBack: 'answer_back',
} as const;

/** Stored in score_logs.reason as a key and put into words when shown (see scoreReasonText.ts). */
export const ScoreReason = {
  postMoment: 'post_moment',
  postComment: 'post_comment',
  dailyCheckin: 'daily_checkin',
  acceptedAnswer: 'accepted_answer',
  answerTakenBack: 'answer_taken_back',
} as const;
