import { useState } from 'react';
import { mayReport } from '@/shared/admincontent/mayReport.ts';
import { useViewer, useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { LazyReportDialog } from './LazyReportDialog.tsx';
import type { ReportKind } from './sendReport.ts';
import { m } from '@/i18n/messages.ts';
import '@/islands/viewer/viewerPending.css';

interface ReportButtonProps {
  kind: ReportKind;
  id: number;
  /** The author of the content, or the member themselves. */
  authorId: number;
  /** Full-size next to other full-size buttons (the profile header). */
  large?: boolean;
}

/**
 * "Report" for signed-in members other than the author (the server checks the same in
 * createReport). Before the viewer state arrives a member's page keeps its room, a visitor's hides it.
 */
export function ReportButton({ kind, id, authorId, large = false }: ReportButtonProps) {
  const status = useViewerStatus();
  const viewer = useViewer();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  if (status === 'anonymous' || (status === 'member' && !mayReport(viewer?.id, authorId))) return null;
  return (
    <>
      <button
        className={large ? 'button' : 'button button-small'}
        type="button"
        aria-haspopup="dialog"
        data-report-target={kind}
        data-report-id={id}
        data-viewer-pending={status === 'pending' ? '' : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {m.admincontent_report_button()}
      </button>
      {opened && <LazyReportDialog kind={kind} id={id} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
