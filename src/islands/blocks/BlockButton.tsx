import { useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { ToggleButton } from '@/islands/ui/ToggleButton.tsx';
import { useViewer, useViewerEntry, useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { $blocked } from '@/stores/viewer.ts';
import { confirmAndChangeBlock } from './changeBlockRequest.ts';
import { m } from '@/i18n/messages.ts';
import '@/islands/viewer/viewerPending.css';

interface BlockButtonProps {
  userId: number;
  /** The member's name as the profile shows it, for the confirm dialog and the toast. */
  name: string;
}

/**
 * Block / Unblock on a profile, for signed-in members other than its owner. The page is the same
 * for every reader (decision 027): whether the viewer blocked the owner comes from `$blocked`.
 */
export function BlockButton({ userId, name }: BlockButtonProps) {
  const status = useViewerStatus();
  const viewer = useViewer();
  const blocked = useViewerEntry($blocked, String(userId)) === true;
  const [busy, setBusy] = useState(false);
  if (status === 'anonymous' || (status === 'member' && viewer?.id === userId)) return null;
  const change = () => {
    if (busy) return;
    setBusy(true);
    void confirmAndChangeBlock(userId, name, !blocked).finally(() => setBusy(false));
  };
  return (
    <ToggleButton
      className="button"
      data-block-button=""
      pressed={blocked}
      busy={busy}
      data-viewer-pending={status === 'pending' ? '' : undefined}
      onClick={change}
    >
      <Icon name={blocked ? 'unlock' : 'ban'} size={16} />
      <span>{blocked ? m.blocks_unblock() : m.blocks_block()}</span>
    </ToggleButton>
  );
}
