import { useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { articleEditPath } from '@/shared/articles/articlePaths.ts';
import { deleteOwnContent, type OwnContentKind } from './deleteOwnContent.ts';
import { m } from '@/i18n/messages.ts';
import './authorActions.css';

export interface OwnContentActionsProps {
  kind: OwnContentKind;
  id: number;
}

/** Edit and Delete, shown to the author only (AuthorActions); the server checks every deletion. */
export function OwnContentActions({ kind, id }: OwnContentActionsProps) {
  const [busy, setBusy] = useState(false);

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
