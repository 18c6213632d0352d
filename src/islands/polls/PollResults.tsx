import { m } from '@/i18n/messages.ts';
import { votePercent } from '@/shared/polls/pollRules.ts';
import type { PollView } from '@/shared/polls/pollView.ts';
import { PollVoters } from './PollVoters.tsx';

interface PollResultsProps {
  poll: PollView & { voterCount: number };
  chosen?: readonly number[] | undefined;
}

/**
 * The counts as bars with their numbers and percentages, each bar also said in words. The post page
 * renders it without JavaScript when the results are the same for every reader.
 */
export function PollResults({ poll, chosen = [] }: PollResultsProps) {
  return (
    <>
      <ul className="poll-results">
        {poll.options.map((option) => {
          const votes = option.votes ?? 0;
          const percent = votePercent(votes, poll.voterCount);
          const mine = chosen.includes(option.id);
          const said = m.polls_option_result({
            label: option.label,
            votes: m.polls_option_votes({ count: votes }),
            percent: String(percent),
          });
          return (
            <li
              key={option.id}
              className="poll-result"
              data-poll-option={option.id}
              data-mine={mine ? '' : undefined}
            >
              <div className="poll-result-line" aria-hidden="true">
                <span className="poll-result-label">
                  {option.label}
                  {mine && <span className="poll-result-mine"> · {m.polls_your_choice()}</span>}
                </span>
                <span className="poll-result-count">
                  {votes} · {percent}%
                </span>
              </div>
              <span className="visually-hidden">
                {said}
                {mine ? ` (${m.polls_your_choice()})` : ''}
              </span>
              <span className="poll-result-bar" aria-hidden="true">
                <span className="poll-result-fill" style={{ width: `${percent}%` }} />
              </span>
              {poll.publicVotes && <PollVoters pollId={poll.id} optionId={option.id} label={option.label} />}
            </li>
          );
        })}
      </ul>
      <p className="poll-total">{m.polls_voters({ count: poll.voterCount })}</p>
    </>
  );
}
