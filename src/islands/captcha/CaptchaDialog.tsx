import { useEffect, useId, useRef } from 'react';
import { m } from '@/i18n/messages.ts';
import { SliderCaptcha } from './SliderCaptcha.tsx';

interface CaptchaDialogProps {
  open: boolean;
  onPassed: (token: string) => void;
  onCancel: () => void;
}

/** A modal slider puzzle; a new puzzle is drawn every time it opens. */
export function CaptchaDialog({ open, onPassed, onCancel }: CaptchaDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog captcha-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <div className="captcha-dialog-body">
          <h2 id={titleId} className="captcha-dialog-title">
            {m.captcha_title()}
          </h2>
          <SliderCaptcha
            onPassed={onPassed}
            actions={
              <button type="button" className="button" onClick={onCancel}>
                {m.captcha_cancel()}
              </button>
            }
          />
        </div>
      )}
    </dialog>
  );
}
