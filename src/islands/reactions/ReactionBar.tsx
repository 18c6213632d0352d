import { useState } from 'react';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { ReactionCounts } from '@/shared/reactions/reactionSchemas.ts';
import { ReactionChips } from './ReactionChips.tsx';
import { LazyReactionPicker } from './LazyReactionPicker.tsx';
import { sendReaction } from './sendReaction.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { ToggleButton } from '@/islands/ui/ToggleButton.tsx';
import { askToSignIn, mayAct } from '@/islands/viewer/viewerActions.ts';
import { useViewerEntry } from '@/islands/viewer/useViewerStore.ts';
import { REACTION_ICONS } from '@/shared/reactions/reactionIcons.ts';
import type { FavoriteKind } from '@/shared/reactions/reactionSchemas.ts';
import { VIEWER_ENTITY_ATTRIBUTE, viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { $reactions } from '@/stores/viewer.ts';
import { toggleReaction, type ReactionKind } from './toggleReaction.ts';
import { m } from '@/i18n/messages.ts';
import './reactionBar.css';

interface ReactionBarProps {
  kind: FavoriteKind;
  id: number;
  /** The counts when the page was rendered; the viewer state brings live ones. */
  likeCount: number;
  favoriteCount: number;
  /** The emoji the owner enabled (decision 080); none renders the like alone, as before. */
  enabled?: readonly ReactionEmoji[];
  /** The counts per emoji when the page was rendered (only with emoji enabled). */
  reactionCounts?: ReactionCounts;
}

/**
 * The like and favorite buttons of a moment or an article page. The server renders nothing pressed
 * and the page's counts; the viewer's own state and live counts come from `$reactions`.
 */
export function ReactionBar({
  kind,
  id,
  likeCount,
  favoriteCount,
  enabled = [],
  reactionCounts = {},
}: ReactionBarProps) {
  const key = viewerEntityKey(kind, id);
  const stored = useViewerEntry($reactions, key);
  const state = stored ?? { liked: false, favorited: false, likes: likeCount, favorites: favoriteCount };
  const [busy, setBusy] = useState<ReactionKind | 'emoji' | null>(null);
  const [counts, setCounts] = useState(reactionCounts);

  const toggle = (reaction: ReactionKind) => {
    if (!mayAct()) return askToSignIn();
    if (busy) return;
    setBusy(reaction);
    const emoji = reaction === 'like' && state.liked ? state.reaction : undefined;
    void toggleReaction(kind, id, reaction, state).finally(() => setBusy(null));
    // Unliking an emoji like takes it off its chip.
    if (emoji) setCounts((now) => ({ ...now, [emoji]: Math.max(0, (now[emoji] ?? 0) - 1) }));
  };

  // Picking the emoji one already has takes it back to the plain like.
  const pick = (emoji: ReactionEmoji) => {
    if (!mayAct()) return askToSignIn();
    if (busy) return;
    setBusy('emoji');
    void sendReaction(kind, id, state.reaction === emoji ? '' : emoji, state)
      .then((answered) => answered && setCounts(answered))
      .finally(() => setBusy(null));
  };

  const entity = { [VIEWER_ENTITY_ATTRIBUTE]: key };
  return (
    <div
      className="reaction-bar"
      role="group"
      aria-label={m.comments_reactions_label()}
      data-reaction-bar=""
      {...entity}
    >
      <ToggleButton
        className="reaction-button reaction-like"
        data-reaction="like"
        pressed={state.liked}
        busy={busy === 'like'}
        onClick={() => toggle('like')}
      >
        <Icon name={REACTION_ICONS.like} size={18} />
        <span className="reaction-label">{m.comments_like()}</span>
        <span className="reaction-count" data-reaction-count="">
          {state.likes}
        </span>
      </ToggleButton>
      {enabled.length > 0 && <LazyReactionPicker enabled={enabled} current={state.reaction} onPick={pick} />}
      <ToggleButton
        className="reaction-button reaction-favorite"
        data-reaction="favorite"
        pressed={state.favorited}
        busy={busy === 'favorite'}
        onClick={() => toggle('favorite')}
      >
        <Icon name={REACTION_ICONS.favorite} size={18} />
        <span className="reaction-label">{m.comments_favorite()}</span>
        <span className="reaction-count" data-reaction-count="">
          {state.favorites}
        </span>
      </ToggleButton>
      {enabled.length > 0 && <ReactionChips kind={kind} id={id} enabled={enabled} counts={counts} />}
    </div>
  );
}
