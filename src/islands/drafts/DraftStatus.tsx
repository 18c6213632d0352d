import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import { $draftStatuses } from '@/stores/draftStatuses.ts';
import { draftStatusText } from './draftStatusText.ts';
import './draftStatus.css';

interface DraftStatusProps {
  draftKey: string;
  onDiscard: () => void;
}

/** "Saving…", "Draft saved", "Saved on this device only", with a way to throw the draft away. */
export function DraftStatus({ draftKey, onDiscard }: DraftStatusProps) {
  const statuses = useStore($draftStatuses, { keys: [draftKey] });
  const status = statuses[draftKey];
  const text = draftStatusText(status);
  return (
    <div className="draft-status" data-draft-state={status?.state ?? 'idle'}>
      <span role="status" aria-live="polite">
        {text}
      </span>
      {text && (
        <button type="button" className="text-button draft-status-discard" onClick={onDiscard}>
          {m.drafts_discard()}
        </button>
      )}
    </div>
  );
}
