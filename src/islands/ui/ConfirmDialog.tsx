import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $confirmRequest, settleConfirm } from '@/stores/confirm.ts';
import { m } from '@/i18n/messages.ts';

/** The modal behind askConfirm(): focus is trapped, Escape or a backdrop click cancels. */
export function ConfirmDialog() {
  const request = useStore($confirmRequest);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (request && !dialog.open) dialog.showModal();
    if (!request && dialog.open) dialog.close();
  }, [request]);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={request?.message ? messageId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        settleConfirm(false);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) settleConfirm(false);
      }}
    >
      {request && (
        <div className="confirm-body">
          <h2 id={titleId} className="confirm-title">
            {request.title}
          </h2>
          {request.message && (
            <p id={messageId} className="confirm-message">
              {request.message}
            </p>
          )}
          <div className="confirm-actions">
            <button type="button" className="button" onClick={() => settleConfirm(false)}>
              {request.cancelLabel ?? m.chrome_confirm_cancel()}
            </button>
            <button
              type="button"
              className={request.danger ? 'button button-danger' : 'button button-primary'}
              autoFocus
              onClick={() => settleConfirm(true)}
            >
              {request.confirmLabel ?? m.chrome_confirm_ok()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
