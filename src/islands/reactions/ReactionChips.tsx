import { useState } from 'react';
import { apiRequest } from '@/shared/api/apiClient.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { LikeKind, ReactionCounts, ReactionWhoResult } from '@/shared/reactions/reactionSchemas.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { m } from '@/i18n/messages.ts';
import './reactionBar.css';

interface ReactionChipsProps {
  kind: LikeKind;
  id: number;
  enabled: readonly ReactionEmoji[];
  counts: ReactionCounts;
}

type WhoList =
  | { emoji: ReactionEmoji; state: 'loading' | 'failed' }
  | ({ emoji: ReactionEmoji; state: 'ready' } & ReactionWhoResult);

async function fetchWho(kind: LikeKind, id: number, emoji: ReactionEmoji, cursor: number | null) {
  const query = new URLSearchParams({ entityType: kind, entityId: String(id), reaction: emoji });
  if (cursor !== null) query.set('cursor', String(cursor));
  return apiRequest<ReactionWhoResult>(`/api/reactions/who?${query}`);
}

/** A chip per emoji with likes; a chip opens the list of who reacted with it (Escape closes). */
export function ReactionChips({ kind, id, enabled, counts }: ReactionChipsProps) {
  const [who, setWho] = useState<WhoList | null>(null);
  const shown = enabled.filter((emoji) => (counts[emoji] ?? 0) > 0);
  if (shown.length === 0) return null;

  const load = (emoji: ReactionEmoji, cursor: number | null, before: ReactionWhoResult['users']) => {
    if (cursor === null) setWho({ emoji, state: 'loading' });
    fetchWho(kind, id, emoji, cursor).then(
      (page) => setWho({ emoji, state: 'ready', ...page, users: [...before, ...page.users] }),
      () => setWho({ emoji, state: 'failed' }),
    );
  };
  const toggle = (emoji: ReactionEmoji) => (who?.emoji === emoji ? setWho(null) : load(emoji, null, []));
  const listId = `reaction-who-${kind}-${id}`;

  return (
    <div
      className="reaction-chips"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && who) setWho(null);
      }}
    >
      {shown.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="reaction-chip"
          data-reaction-chip={emoji}
          aria-expanded={who?.emoji === emoji}
          aria-controls={who?.emoji === emoji ? listId : undefined}
          aria-label={m.reactions_chip_label({ emoji, count: counts[emoji] ?? 0 })}
          onClick={() => toggle(emoji)}
        >
          <span aria-hidden="true">{emoji}</span>
          <span aria-hidden="true" className="reaction-count">
            {counts[emoji]}
          </span>
        </button>
      ))}
      {who && (
        <section
          className="reaction-who"
          id={listId}
          aria-label={m.reactions_who_title({ emoji: who.emoji })}
        >
          <h3 className="reaction-who-title">{m.reactions_who_title({ emoji: who.emoji })}</h3>
          {who.state === 'loading' && <p aria-busy="true">…</p>}
          {who.state === 'failed' && <p role="alert">{m.reactions_who_failed()}</p>}
          {who.state === 'ready' &&
            (who.users.length === 0 ? (
              <p>{m.reactions_who_empty()}</p>
            ) : (
              <ul className="reaction-who-list" data-reaction-who="">
                {who.users.map((user) => (
                  <li key={user.id}>
                    <a href={userProfilePath(user.id)}>{user.nickname}</a>
                  </li>
                ))}
              </ul>
            ))}
          {who.state === 'ready' && who.nextCursor !== null && (
            <button
              type="button"
              className="reaction-who-more"
              onClick={() => load(who.emoji, who.nextCursor, who.users)}
            >
              {m.reactions_who_more()}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
