import { useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { askToSignIn, mayAct } from '@/islands/viewer/viewerActions.ts';
import { useViewer, useViewerEntry } from '@/islands/viewer/useViewerStore.ts';
import { VIEWER_WATCH_ATTRIBUTE } from '@/shared/viewer/viewerState.ts';
import { watchKey, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import { $watching } from '@/stores/watching.ts';
import { setWatchRequest } from './setWatchRequest.ts';
import { m } from '@/i18n/messages.ts';
import './watching.css';

interface WatchButtonProps {
  kind: WatchKindName;
  id: number;
  /** The user centre's list renders it watched; shared pages render "Watch" for everyone. */
  watched?: boolean;
}

/**
 * Watch / Watching on a moment, article, tag, node or member (decision 038). The shared HTML says
 * "Watch"; the viewer request tells whether this member watches it.
 */
export function WatchButton({ kind, id, watched = false }: WatchButtonProps) {
  const key = watchKey(kind, id);
  const watching = (useViewerEntry($watching, key) ?? watched) === true;
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  // One's own profile has "Edit profile" instead; nobody watches themself.
  if (kind === 'member' && viewer?.id === id) return null;
  const toggle = () => {
    if (!mayAct()) return askToSignIn();
    if (busy) return;
    setBusy(true);
    void setWatchRequest(kind, id, !watching).finally(() => setBusy(false));
  };
  const attributes = { [VIEWER_WATCH_ATTRIBUTE]: key };
  return (
    <button
      type="button"
      className="button watch-button"
      aria-pressed={watching}
      aria-busy={busy || undefined}
      title={watching ? m.watching_unwatch() : m.watching_watch_title()}
      onClick={toggle}
      {...attributes}
    >
      <Icon name={watching ? 'checkCircle' : 'bell'} size={16} />
      <span>{watching ? m.watching_watching() : m.watching_watch()}</span>
    </button>
  );
}
