import { useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { useServerFirst } from '@/islands/ui/useServerFirst.ts';
import { $connectionLost, $newerBuild } from '@/stores/updates.ts';
import { m } from '@/i18n/messages.ts';

/**
 * The update notice: rendered hidden, shown once the update watcher (a plain script, no UI: it
 * runs on every reader's page) reports a newer build in `$newerBuild`. Reload loads it; × hides
 * the notice for this page view. Beside it, the notice that the connection is lost, while it is.
 */
export function UpdateBanner() {
  const newerBuild = useServerFirst($newerBuild, null);
  const connectionLost = useServerFirst($connectionLost, false);
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      <div
        className="update-banner"
        data-connection-lost=""
        role="alert"
        hidden={!connectionLost || undefined}
      >
        <Icon name="info" size={18} />
        <p>{m.error_connection_lost()}</p>
      </div>
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
    </>
  );
}
