import { lazy, Suspense } from 'react';
import { m } from '@/i18n/messages.ts';
import { emptyPollDraft, type PollDraft } from './pollDraft.ts';

// The poll's form is its own chunk: authors who never add a poll do not download it.
const PollComposerField = lazy(() => import('./PollComposerField.tsx'));

interface PollComposerSlotProps {
  poll: PollDraft | null;
  onChange: (next: PollDraft | null) => void;
  error?: string | undefined;
}

/** "Add poll" in a composer, and the poll's form once added. */
export function PollComposerSlot({ poll, onChange, error }: PollComposerSlotProps) {
  if (!poll) {
    return (
      <button
        type="button"
        className="button button-small poll-add"
        onClick={() => onChange(emptyPollDraft())}
      >
        {m.polls_add()}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <PollComposerField value={poll} onChange={onChange} onRemove={() => onChange(null)} error={error} />
    </Suspense>
  );
}
