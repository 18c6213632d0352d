import { useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { articleEditPath } from '@/shared/articles/articlePaths.ts';
import { useViewer } from '@/islands/viewer/useViewerStore.ts';
import { deleteOwnContent, type OwnContentKind } from './deleteOwnContent.ts';
import { m } from '@/paraglide/messages.js';
import './authorActions.css';

interface AuthorActionsProps {
  kind: OwnContentKind;
  id: number;
  authorId: number;
}

/**
 * Edit and Delete for the author of a moment or an article (staff delete through the manage
 * menu). Rendered once `$viewer` says the reader wrote it; the server checks every deletion.
 */
export function AuthorActions({ kind, id, authorId }: AuthorActionsProps) {
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  if (viewer?.id !== authorId) return null;

  const remove = () => {
    if (busy) return;
    setBusy(true);
    void deleteOwnContent(kind, id).then((gone) => !gone && setBusy(false));
  };
  const moment = kind === 'moment';
  return (
    <div
      className="author-actions"
      role="group"
      aria-label={moment ? m.feed_actions_label() : m.articles_actions_label()}
    >
      <a className="button button-small" href={moment ? `/moment/edit/${id}` : articleEditPath(id)}>
        <Icon name="edit" size={15} />
        <span>{moment ? m.feed_edit() : m.articles_edit()}</span>
      </a>
      <button
        type="button"
        className="button button-small author-delete"
        aria-busy={busy || undefined}
        onClick={remove}
      >
        <Icon name="trash" size={15} />
        <span>{moment ? m.feed_delete() : m.articles_delete()}</span>
      </button>
    </div>
  );
}

export default AuthorActions;
