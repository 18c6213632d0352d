import { useId, useState } from 'react';
import { useModalOnMount } from '@/islands/ui/useModalOnMount.ts';
import { DialogFormActions } from '@/islands/ui/DialogFormActions.tsx';
import { MODERATION_REASON_MAX } from '@/shared/moderation/moderationReason.ts';
import { m } from '@/i18n/messages.ts';

interface ReasonDialogProps {
  /** The entry's label, as the dialog's title. */
  title: string;
  /** Called once with the trimmed reason, or null when cancelled. */
  onDone: (reason: string | null) => void;
}

/** Asks a moderator why, before an entry the author or member is told about. */
export function ReasonDialog({ title, onDone }: ReasonDialogProps) {
  const dialogRef = useModalOnMount();
  const ids = useId();
  const [reason, setReason] = useState('');

  return (
    <dialog
      ref={dialogRef}
      className="moderation-dialog"
      aria-labelledby={`${ids}-title`}
      onClose={(event) => {
        const confirmed = event.currentTarget.returnValue === 'confirm' && reason.trim() !== '';
        onDone(confirmed ? reason.trim() : null);
      }}
    >
      <form method="dialog" className="moderation-dialog-form">
        <h2 id={`${ids}-title`} className="moderation-dialog-title">
          {title}
        </h2>
        <label className="moderation-dialog-label" htmlFor={`${ids}-reason`}>
          {m.moderation_reason_label()}
        </label>
        <textarea
          id={`${ids}-reason`}
          name="reason"
          rows={3}
          required
          autoFocus
          maxLength={MODERATION_REASON_MAX}
          placeholder={m.moderation_reason_placeholder()}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogFormActions
          className="moderation-dialog-actions"
          cancelLabel={m.moderation_cancel()}
          confirmLabel={m.moderation_confirm()}
        />
      </form>
    </dialog>
  );
}
