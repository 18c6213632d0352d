import { useId } from 'react';
import { m } from '@/i18n/messages.ts';
import { POLL_OPTION_LABEL_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '@/shared/polls/pollLimits.ts';
import { POLL_RESULTS_VISIBILITIES, type PollResultsVisibility } from '@/shared/polls/pollLimits.ts';
import type { PollDraft } from './pollDraft.ts';
import './pollComposer.css';

interface PollComposerFieldProps {
  value: PollDraft;
  onChange: (next: PollDraft) => void;
  onRemove: () => void;
  error?: string | undefined;
}

const VISIBILITY_LABELS: Record<PollResultsVisibility, () => string> = {
  voted: m.polls_results_voted,
  always: m.polls_results_always,
  closed: m.polls_results_closed,
};

/** The composer's poll part, loaded only once the author adds a poll. */
export default function PollComposerField({ value, onChange, onRemove, error }: PollComposerFieldProps) {
  const id = useId();
  const set = (patch: Partial<PollDraft>) => onChange({ ...value, ...patch });
  const setOption = (index: number, label: string) =>
    set({ options: value.options.map((option, at) => (at === index ? label : option)) });
  return (
    <fieldset className="poll-composer" data-poll-composer="">
      <legend className="composer-label">{m.polls_heading()}</legend>
      <ol className="poll-composer-options">
        {value.options.map((option, index) => {
          const number = String(index + 1);
          return (
            <li key={index}>
              <input
                className="poll-composer-input"
                type="text"
                aria-label={m.polls_option_label({ number })}
                placeholder={m.polls_option_label({ number })}
                value={option}
                maxLength={POLL_OPTION_LABEL_MAX}
                onChange={(event) => setOption(index, event.currentTarget.value)}
              />
              {value.options.length > POLL_OPTIONS_MIN && (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={m.polls_option_remove({ number })}
                  onClick={() => set({ options: value.options.filter((_, at) => at !== index) })}
                >
                  ×
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {value.options.length < POLL_OPTIONS_MAX && (
        <button
          type="button"
          className="button button-small"
          onClick={() => set({ options: [...value.options, ''] })}
        >
          {m.polls_option_add()}
        </button>
      )}
      <label className="poll-composer-check">
        <input
          type="checkbox"
          checked={value.multiple}
          onChange={(event) => set({ multiple: event.currentTarget.checked })}
        />
        {m.polls_multiple()}
      </label>
      <label className="poll-composer-check">
        <input
          type="checkbox"
          checked={value.publicVotes}
          onChange={(event) => set({ publicVotes: event.currentTarget.checked })}
        />
        {m.polls_public_votes()}
      </label>
      <div className="poll-composer-row">
        <label htmlFor={`${id}-visibility`}>{m.polls_results_visibility()}</label>
        <select
          id={`${id}-visibility`}
          className="poll-composer-input"
          value={value.resultsVisibility}
          onChange={(event) => set({ resultsVisibility: event.currentTarget.value as PollResultsVisibility })}
        >
          {POLL_RESULTS_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {VISIBILITY_LABELS[visibility]()}
            </option>
          ))}
        </select>
      </div>
      <div className="poll-composer-row">
        <label htmlFor={`${id}-closes`}>{m.polls_closes_at()}</label>
        <input
          id={`${id}-closes`}
          className="poll-composer-input"
          type="datetime-local"
          value={value.closesAt}
          onChange={(event) => set({ closesAt: event.currentTarget.value })}
        />
      </div>
      {error && (
        <p className="form-field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="text-button poll-composer-remove" onClick={onRemove}>
        {m.polls_remove()}
      </button>
    </fieldset>
  );
}
