import { m } from '@/i18n/messages.ts';
import type { DraftStatus } from '@/stores/draftStatuses.ts';

/** The short line beside a composer that says where its draft is ('' when there is none). */
export function draftStatusText(status: DraftStatus | undefined): string {
  switch (status?.state) {
    case 'saving':
      return m.drafts_status_saving();
    case 'saved':
      return status.restored ? m.drafts_status_restored() : m.drafts_status_saved();
    case 'local':
      return status.message
        ? m.drafts_status_local_because({ msg: status.message })
        : m.drafts_status_local();
    default:
      return '';
  }
}
