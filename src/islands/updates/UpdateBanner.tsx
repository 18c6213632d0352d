import { useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { useServerFirst } from '@/islands/ui/useServerFirst.ts';
import { $newerBuild } from '@/stores/updates.ts';
import { m } from '@/i18n/messages.ts';

/**
 * The update notice: rendered hidden, shown once the update watcher (a plain script, no UI: it
 * runs on every reader's page) reports a newer build in `$newerBuild`. Reload loads it; × hides
 * the notice for this page view.
 */
export function UpdateBanner() {
  const newerBuild = useServerFirst($newerBuild, null);
  const [dismissed, setDismissed] = useState(false);
  return (
    <div
      className="update-banner"
      data-update-banner=""
      role="status"
      hidden={newerBuild === null || dismissed || undefined}
    >
      <Icon name="info" size={18} />
      <p>{m.chrome_update_available()}</p>
      <button
        type="button"
        className="button button-primary button-small"
        data-update-reload=""
        onClick={() => window.location.reload()}
      >
        {m.chrome_update_reload()}
      </button>
      <button
        type="button"
        className="update-banner-close"
        data-update-dismiss=""
        aria-label={m.chrome_toast_close()}
        onClick={() => setDismissed(true)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
