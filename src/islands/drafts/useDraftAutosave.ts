import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { DraftPayload } from '@/shared/drafts/draftTypes.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { createDraftAutosave, type DraftAutosave } from './draftAutosave.ts';
import { guardDraft } from './leaveGuard.ts';

export interface DraftAutosaveProps<P extends DraftPayload> {
  userId: number;
  /** The composer's key; a new key (another kind of moment) is another draft. */
  draftKey: string;
  /** The untouched fields for this key. */
  initial: P;
  isBlank?: ((payload: P) => boolean) | undefined;
  /** The composer's fields now. */
  payload: P;
  apply: (payload: P) => void;
}

/**
 * A composer's draft: restored once it has loaded (`restored` turns true, also when there was none),
 * then saved as the fields change. `discard` asks first; `published` forgets it after a publish.
 */
export function useDraftAutosave<P extends DraftPayload>(props: DraftAutosaveProps<P>) {
  const { userId, draftKey, payload } = props;
  const latest = useRef(props);
  latest.current = props;
  const draft = useRef<DraftAutosave<P> | null>(null);
  const [restoredKey, setRestoredKey] = useState('');

  useEffect(() => {
    const autosave = createDraftAutosave<P>({
      userId,
      key: draftKey,
      initial: latest.current.initial,
      isBlank: (fields) => latest.current.isBlank?.(fields) ?? false,
      apply: (fields) => latest.current.apply(fields),
    });
    draft.current = autosave;
    const unguard = guardDraft(autosave);
    void autosave.start().finally(() => setRestoredKey(draftKey));
    return () => {
      unguard();
      void autosave.flush();
      autosave.stop();
    };
  }, [userId, draftKey]);

  useEffect(() => {
    draft.current?.change(payload);
  }, [payload]);

  const discard = useCallback(async () => {
    const confirmed = await askConfirm({
      title: m.drafts_discard_title(),
      message: m.drafts_discard_message(),
      confirmLabel: m.drafts_discard_confirm(),
      cancelLabel: m.drafts_stay(),
      danger: true,
    });
    if (!confirmed) return;
    await draft.current?.discard().catch(reportApiError);
  }, []);

  const published = useCallback(() => draft.current?.published(), []);

  return { restored: restoredKey === draftKey, discard, published };
}
