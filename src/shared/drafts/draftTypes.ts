import type { MomentDraft } from '@/shared/moments/momentDraft.ts';
import type { DraftTarget } from './draftKeys.ts';

/** The moment composer's fields (the same shape the composer starts from). */
export type MomentDraftPayload = MomentDraft;

export interface ArticleDraftPayload {
  title: string;
  content: string;
  cover: string;
  tags: string[];
}

export interface CommentDraftPayload {
  content: string;
  images: string[];
}

export type DraftPayload = MomentDraftPayload | ArticleDraftPayload | CommentDraftPayload;

/** GET /api/draft/get: the stored draft, or null. */
export interface DraftView {
  key: string;
  payload: DraftPayload;
  updatedAt: string;
}

/** POST /api/draft/save: when the server stored it (its clock). */
export interface DraftSaved {
  key: string;
  updatedAt: string;
}

/** One row of the drafts list. */
export interface DraftListItem {
  key: string;
  target: DraftTarget;
  summary: string;
  updatedAt: string;
  /** Where the draft is continued: its composer, or the page of the comment box. */
  url: string;
}
