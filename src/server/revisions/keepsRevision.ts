export interface EditFacts {
  editorId: number;
  authorId: number;
  /** When the item was posted. */
  createdAt: Date;
  /** Revisions the item already has. */
  revisionCount: number;
  now: Date;
  /** The owner's grace period in minutes; 0 keeps a revision of every edit. */
  graceMinutes: number;
}

const MINUTE_MS = 60_000;

/**
 * Whether an edit keeps the version it replaces (decision 034). Only the author's own edits inside
 * the grace period after posting, while the item has no history yet, keep none: a quick fix of a
 * typo. Anyone else's edit, and every edit once history exists, keeps one.
 */
export function keepsRevision(edit: EditFacts): boolean {
  if (edit.editorId !== edit.authorId || edit.revisionCount > 0) return true;
  return edit.now.getTime() - edit.createdAt.getTime() >= edit.graceMinutes * MINUTE_MS;
}
