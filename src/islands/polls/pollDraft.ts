import type { PollInput } from '@/shared/polls/pollSchemas.ts';
import type { PollResultsVisibility } from '@/shared/polls/pollLimits.ts';

/** The poll as the composer holds it: the closing time as the `datetime-local` field's local value. */
export interface PollDraft {
  options: string[];
  multiple: boolean;
  resultsVisibility: PollResultsVisibility;
  publicVotes: boolean;
  closesAt: string;
}

export const emptyPollDraft = (): PollDraft => ({
  options: ['', ''],
  multiple: false,
  resultsVisibility: 'voted',
  publicVotes: false,
  closesAt: '',
});

/** What the composer sends: the local closing time in the author's zone, as ISO 8601. */
export function pollInputOf(draft: PollDraft): PollInput {
  const closes = draft.closesAt === '' ? null : new Date(draft.closesAt);
  return {
    options: draft.options,
    multiple: draft.multiple,
    resultsVisibility: draft.resultsVisibility,
    publicVotes: draft.publicVotes,
    closesAt: closes && !Number.isNaN(closes.getTime()) ? closes.toISOString() : draft.closesAt || null,
  };
}
