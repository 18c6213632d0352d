import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';
import './account.css';

/** Email notice for new messages, saved as soon as it is switched. */
export default function EmailNotifySwitch({ enabled: initial }: { enabled: boolean }) {
  const [enabled, setEnabled] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle(next: boolean) {
    setBusy(true);
    setEnabled(next);
    try {
      await apiRequest('/api/user/notify', { body: { enabled: next } });
      showToast('success', next ? m.account_notify_on() : m.account_notify_off());
    } catch (error) {
      setEnabled(!next);
      reportApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <label className="account-switch">
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        disabled={busy}
        data-email-notify=""
        onChange={(event) => void toggle(event.target.checked)}
      />
      <span>{m.account_notify_label()}</span>
    </label>
  );
}
