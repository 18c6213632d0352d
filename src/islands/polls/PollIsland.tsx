import { useEffect, useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { timeTitle } from '@/shared/format/formatDate.ts';
import type { PollView, PollViewerView } from '@/shared/polls/pollView.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { PollResults } from './PollResults.tsx';
import './poll.css';

interface PollIslandProps {
  /** The poll as every reader sees it: counts only when they are public. */
  poll: PollView;
  signinHref: string;
  /** The site's time zone, for the closing time. */
  timeZone: string;
}

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : m.error_unknown();

/**
 * A post's poll. The server renders what every reader sees (the options, or the results once they are
 * public, and a sign-in link); a member's own choices, the results they may see after voting, the
 * vote form and the close button come from GET /api/polls/:id after hydration.
 */
export default function PollIsland({ poll, signinHref, timeZone }: PollIslandProps) {
  const status = useViewerStatus();
  const [view, setView] = useState<PollViewerView | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== 'member') return;
    let live = true;
    apiRequest<PollViewerView>(`/api/polls/${poll.id}`)
      .then((answer) => {
        if (!live) return;
        setView(answer);
        setSelected(answer.chosen);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [status, poll.id]);

  const current: PollView = view ?? poll;
  const chosen = view?.chosen ?? [];
  const member = view !== null;
  const voted = chosen.length > 0;
  const showForm = member && !current.closed && (!voted || changing);
  const results = current.voterCount === null ? null : { ...current, voterCount: current.voterCount };

  async function vote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (selected.length === 0) {
      showToast('error', m.polls_vote_choose());
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest<PollViewerView>(`/api/polls/${poll.id}/vote`, {
        body: { optionIds: selected },
      });
      setView(answer);
      setSelected(answer.chosen);
      setChanging(false);
      showToast('success', m.polls_voted());
    } catch (error) {
      showToast('error', m.polls_vote_failed({ msg: failure(error) }));
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    const confirmed = await askConfirm({
      title: m.polls_close_confirm_title(),
      message: m.polls_close_confirm_message(),
      confirmLabel: m.polls_close(),
      cancelLabel: m.moments_cancel(),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const answer = await apiRequest<PollViewerView>(`/api/polls/${poll.id}/close`, { body: {} });
      setView(answer);
      setChanging(false);
    } catch (error) {
      showToast('error', m.polls_close_failed({ msg: failure(error) }));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (optionId: number, on: boolean) =>
    setSelected((list) =>
      current.multiple ? (on ? [...list, optionId] : list.filter((id) => id !== optionId)) : [optionId],
    );

  const hint = current.multiple ? m.polls_choose_several() : m.polls_choose_single();
  return (
    <section className="poll" aria-labelledby={`poll-${poll.id}-title`} data-poll={poll.id}>
      <header className="poll-head">
        <h2 id={`poll-${poll.id}-title`} className="poll-title">
          {m.polls_heading()}
        </h2>
        <p className="poll-meta">
          {current.closed ? (
            <span className="pill-soft poll-closed">{m.polls_closed()}</span>
          ) : (
            current.closesAt && (
              <span>{m.polls_closes_on({ time: timeTitle(current.closesAt, timeZone) })}</span>
            )
          )}
          {!current.closed && <span>{hint}</span>}
          {current.publicVotes && <span>{m.polls_votes_public_note()}</span>}
        </p>
      </header>
      {showForm ? (
        <form className="poll-form" onSubmit={(event) => void vote(event)}>
          <fieldset>
            <legend className="visually-hidden">{hint}</legend>
            {current.options.map((option) => (
              <label key={option.id} className="poll-choice">
                <input
                  type={current.multiple ? 'checkbox' : 'radio'}
                  name={`poll-${poll.id}`}
                  value={option.id}
                  checked={selected.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
          <div className="poll-actions">
            <button type="submit" className="button button-primary button-small" disabled={busy}>
              {voted ? m.polls_save_vote() : m.polls_vote()}
            </button>
          </div>
        </form>
      ) : results ? (
        <PollResults poll={results} chosen={chosen} />
      ) : (
        <>
          <ul className="poll-options">
            {current.options.map((option) => (
              <li key={option.id}>{option.label}</li>
            ))}
          </ul>
          <p className="poll-hint">
            {current.resultsVisibility === 'closed'
              ? m.polls_results_after_close()
              : m.polls_results_after_vote()}
          </p>
        </>
      )}
      <div className="poll-actions">
        {!member && !current.closed && status !== 'member' && (
          <a className="button button-small" href={signinHref}>
            {m.polls_sign_in_to_vote()}
          </a>
        )}
        {member && voted && !current.closed && !changing && (
          <button type="button" className="button button-small" onClick={() => setChanging(true)}>
            {m.polls_change_vote()}
          </button>
        )}
        {view?.canClose && !current.closed && (
          <button
            type="button"
            className="button button-small button-danger"
            onClick={() => void close()}
            disabled={busy}
          >
            {m.polls_close()}
          </button>
        )}
      </div>
    </section>
  );
}
