import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { showToast } from '@/stores/toasts.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

/** Digest mail (decision 065): after how many days away a member gets one, and a run on demand. */
export function DigestSection({ draft, edit, form }: SiteSectionProps) {
  const digest = draft.digest;
  const [running, setRunning] = useState(false);

  async function runNow() {
    setRunning(true);
    try {
      await apiRequest('/api/admin/settings/digest-run', { body: {} });
      showToast('success', m.digest_settings_run_started());
    } catch (error) {
      reportApiError(error);
    } finally {
      setRunning(false);
    }
  }

  return (
    <Section id="settings-digest" title={m.digest_settings_title()} hint={m.digest_settings_hint()}>
      <div className="settings-grid">
        <NumberField
          id="settings-digest-after-days"
          label={m.digest_settings_after_days()}
          value={digest.afterDays}
          max={365}
          error={form.errors['digest.afterDays']}
          onChange={(value) => {
            edit('digest', { ...digest, afterDays: value });
            form.clear('digest.afterDays');
          }}
        />
      </div>
      <div className="settings-actions">
        <button
          type="button"
          className="button"
          disabled={running}
          aria-busy={running}
          onClick={() => void runNow()}
          data-digest-run=""
        >
          {m.digest_settings_run_now()}
        </button>
      </div>
    </Section>
  );
}
