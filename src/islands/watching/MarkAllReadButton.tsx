import { useState } from 'react';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askToSignIn, mayAct } from '@/islands/viewer/viewerActions.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { clearReading } from '@/stores/watching.ts';
import type { MarkAllReadResult } from '@/shared/watching/watchTypes.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import './watching.css';

/** "Mark all read": every moment and article counts as read for the member (decision 038). */
export function MarkAllReadButton() {
  const [busy, setBusy] = useState(false);
  const markAll = () => {
    if (!mayAct()) return askToSignIn();
    if (busy) return;
    setBusy(true);
    apiRequest<MarkAllReadResult>('/api/watch/read-all', { body: {} })
      .then(({ readAt }) => {
        clearReading(readAt);
        showToast('success', m.watching_marked_all_read());
      })
      .catch(reportApiError)
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className="button mark-all-read" aria-busy={busy || undefined} onClick={markAll}>
      <Icon name="checkCircle" size={16} />
      <span>{m.watching_mark_all_read()}</span>
    </button>
  );
}
