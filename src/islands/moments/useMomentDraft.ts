import { useMemo } from 'react';
import { MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';
import { momentDraftKey } from '@/shared/drafts/draftKeys.ts';
import type { MomentDraftPayload } from '@/shared/drafts/draftTypes.ts';
import { useDraftAutosave } from '@/islands/drafts/useDraftAutosave.ts';

interface MomentDraftOptions {
  userId: number;
  momentId: number | undefined;
  /** What the composer started from (the stored moment when editing). */
  initial: MomentDraftPayload;
  fields: MomentDraftPayload;
  apply: (fields: MomentDraftPayload) => void;
}

const isBlank = (fields: MomentDraftPayload) =>
  fields.title.trim() === '' &&
  fields.html === '' &&
  fields.text.trim() === '' &&
  fields.images.length === 0 &&
  fields.tags.length === 0 &&
  fields.hiddenContent === '';

/**
 * The moment composer's draft: a new post and a new tweet each have their own (switching the kind
 * opens the other one), an edit has one per moment.
 */
export function useMomentDraft({ userId, momentId, initial, fields, apply }: MomentDraftOptions) {
  const type: MomentTypeValue = fields.type === MomentType.tweet ? MomentType.tweet : MomentType.post;
  const editing = momentId !== undefined;
  const draftKey = momentDraftKey(momentId, type);
  const start = useMemo(
    () => (editing ? initial : { ...initial, type, title: '', html: '', text: '', images: [] }),
    [editing, initial, type],
  );
  const draft = useDraftAutosave<MomentDraftPayload>({
    userId,
    draftKey,
    initial: start,
    isBlank: editing ? undefined : isBlank,
    payload: fields,
    // A new moment's kind comes from its key; only an edit's draft may change it.
    apply: (restored) => apply(editing ? restored : { ...restored, type }),
  });
  return { ...draft, draftKey };
}
