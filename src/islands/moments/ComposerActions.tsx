import { useState, type ReactNode } from 'react';
import { m } from '@/i18n/messages.ts';
import { confirmAndDeleteMoment } from './deleteMoment.ts';

interface ComposerActionsProps {
  momentId?: number | undefined;
  busy: boolean;
  /** Shown at the start of the row (the draft's status). */
  children?: ReactNode;
}

/** Publish (or save), and when editing, delete. */
export function ComposerActions({ momentId, busy, children }: ComposerActionsProps) {
  const editing = momentId !== undefined;
  const [deleting, setDeleting] = useState(false);
  async function onDelete() {
    if (momentId === undefined || deleting) return;
    setDeleting(true);
    if (await confirmAndDeleteMoment(momentId)) window.location.assign('/moments');
    else setDeleting(false);
  }
  const label = editing
    ? busy
      ? m.moments_saving()
      : m.moments_save()
    : busy
      ? m.moments_publishing()
      : m.moments_publish();
  return (
    <div className="composer-actions">
      {children}
      {editing && (
        <button
          type="button"
          className="button composer-delete"
          disabled={deleting}
          onClick={() => void onDelete()}
        >
          {m.moments_delete()}
        </button>
      )}
      <button
        type="submit"
        className="button button-primary composer-submit"
        disabled={busy}
        aria-busy={busy}
      >
        {label}
      </button>
    </div>
  );
}
