import { useState } from 'react';
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
}

/**
 * The like and favorite buttons of a moment or an article page. The server renders nothing pressed
 * and the page's counts; the viewer's own state and live counts come from `$reactions`.
 */
export function ReactionBar({ kind, id, likeCount, favoriteCount }: ReactionBarProps) {
  const key = viewerEntityKey(kind, id);
  const stored = useViewerEntry($reactions, key);
  const state = stored ?? { liked: false, favorited: false, likes: likeCount, favorites: favoriteCount };
  const [busy, setBusy] = useState<ReactionKind | null>(null);

  const toggle = (reaction: ReactionKind) => {
    if (!mayAct()) return askToSignIn();
    if (busy) return;
    setBusy(reaction);
    void toggleReaction(kind, id, reaction, state).finally(() => setBusy(null));
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
    </div>
  );
}
