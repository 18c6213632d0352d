import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import type { PollVoter, PollVotersPage } from '@/shared/polls/pollView.ts';

interface PollVotersProps {
  pollId: number;
  optionId: number;
  label: string;
}

/** A public poll's "who voted" list of one option, fetched when the reader opens it. */
export function PollVoters({ pollId, optionId, label }: PollVotersProps) {
  const [voters, setVoters] = useState<PollVoter[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load(after?: string) {
    if (busy) return;
    setBusy(true);
    const query = new URLSearchParams({ optionId: String(optionId) });
    if (after) query.set('after', after);
    try {
      const page = await apiRequest<PollVotersPage>(`/api/polls/${pollId}/voters?${query}`);
      setVoters((current) => [...(after ? (current ?? []) : []), ...page.voters]);
      setNext(page.next);
    } catch (error) {
      reportApiError(error);
    } finally {
      setBusy(false);
    }
  }

  if (voters === null) {
    return (
      <button
        type="button"
        className="text-button poll-who"
        aria-label={`${m.polls_who_voted()}: ${label}`}
        onClick={() => void load()}
        disabled={busy}
      >
        {m.polls_who_voted()}
      </button>
    );
  }
  return (
    <div className="poll-voters">
      {voters.length === 0 ? (
        <p className="poll-voters-empty">{m.polls_no_voters()}</p>
      ) : (
        <ul aria-label={`${m.polls_who_voted()}: ${label}`}>
          {voters.map((voter) => (
            <li key={voter.id}>
              <a href={userProfilePath(voter.id)}>{voter.nickname}</a>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <button type="button" className="text-button" onClick={() => void load(next)} disabled={busy}>
          {m.polls_more_voters()}
        </button>
      )}
    </div>
  );
}
