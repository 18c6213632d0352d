import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';

interface RestoreRevisionButtonProps {
  kind: EntityKind;
  id: number;
  revision: number;
}

/** Staff put back the version before an edit; the server checks 'content.restore' again. */
function RestoreRevisionButton({ kind, id, revision }: RestoreRevisionButtonProps) {
  const [busy, setBusy] = useState(false);

  async function restore() {
    const confirmed = await askConfirm({
      title: m.revisions_restore_confirm_title(),
      message: m.revisions_restore_confirm_message(),
      confirmLabel: m.revisions_restore_confirm(),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await apiRequest<{ restored: boolean }>('/api/revisions/restore', { body: { kind, id, revision } });
      showToast('success', m.revisions_restored());
      window.location.reload();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.notSignedIn) return reportApiError(error);
      const message = error instanceof Error && error.message ? error.message : m.error_unknown();
      showToast('error', `${m.revisions_restore_failed()}${message}`);
    }
  }

  return (
    <button
      type="button"
      className="button button-small"
      aria-busy={busy || undefined}
      disabled={busy}
      data-restore-revision={revision}
      onClick={() => void restore()}
    >
      {m.revisions_restore()}
    </button>
  );
}

export default RestoreRevisionButton;
