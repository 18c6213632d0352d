import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_REASON_MAX } from '@/shared/admincontent/reportLimits.ts';
import { sendReport, type ReportKind } from './sendReport.ts';
import { m } from '@/i18n/messages.ts';
import '@/components/reports/reportDialog.css';

interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks why and files a report on one moment, article, comment or member. A reason typed and then
 * cancelled stays for the next opening on the same target; a refused report keeps the dialog open.
 */
export function ReportDialog({ kind, id, open, onClose }: ReportDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    void sendReport(kind, id, reason).then((sent) => {
      setSending(false);
      if (sent) {
        setReason('');
        dialogRef.current?.close();
      }
    });
  };

  return (
    <dialog
      ref={dialogRef}
      className="report-dialog"
      aria-labelledby={titleId}
      data-report-dialog=""
      onClose={onClose}
    >
      <form method="dialog" onSubmit={submit}>
        <h2 id={titleId}>
          {kind === 'user'
            ? m.admincontent_report_member_dialog_title()
            : kind === 'conversation'
              ? m.conversations_report_title()
              : m.admincontent_report_dialog_title()}
        </h2>
        <label>
          <span>
            {kind === 'conversation' ? m.conversations_report_reason() : m.admincontent_report_reason()}
          </span>
          <textarea
            name="reason"
            required
            maxLength={REPORT_REASON_MAX}
            rows={4}
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <div className="report-buttons">
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {m.admincontent_report_cancel()}
          </button>
          <button type="submit" className="button button-primary" disabled={sending}>
            {m.admincontent_report_submit()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
