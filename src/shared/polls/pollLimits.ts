/** How many options a poll has at least and at most, and how long one option's label may be. */
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 20;
export const POLL_OPTION_LABEL_MAX = 100;

export const POLL_RESULTS_VISIBILITIES = ['voted', 'always', 'closed'] as const;
/** When readers see the counts: after they voted, always, or once the poll is closed. */
export type PollResultsVisibility = (typeof POLL_RESULTS_VISIBILITIES)[number];
