import type { PollResultsVisibility } from './pollLimits.ts';

interface PollOptionView {
  id: number;
  label: string;
  /** Null while the reader may not see results. */
  votes: number | null;
}

/** A poll as every reader sees it; counts only when they are the same for everyone. */
export interface PollView {
  id: number;
  multiple: boolean;
  resultsVisibility: PollResultsVisibility;
  publicVotes: boolean;
  closesAt: string | null;
  closed: boolean;
  /** Null while the reader may not see results. */
  voterCount: number | null;
  options: PollOptionView[];
}

/** GET /api/polls/:id: the poll for this reader, with their own choices. */
export interface PollViewerView extends PollView {
  /** The reader's chosen option ids (empty for visitors and members who did not vote). */
  chosen: number[];
  /** The reader may close it: the item's author or staff. */
  canClose: boolean;
}

export interface PollVoter {
  id: number;
  nickname: string;
  avatar: string;
}

export interface PollVotersPage {
  voters: PollVoter[];
  /** The cursor of the next page, null at the end. */
  next: string | null;
}
