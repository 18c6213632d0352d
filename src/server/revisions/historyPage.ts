import { getDb, type Database } from '../db/client.ts';
import { authorsByIds } from '../users/authorsByIds.ts';
import { listRevisions } from './revisionHistory.queries.ts';
import { revisionSubject, type RevisionSubject } from './revisionSubject.ts';
import { revisionText } from './revisionText.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import type { RevisionHistoryVisibility } from '@/shared/revisions/historyVisibility.ts';
import { diffLines, type DiffLine } from '@/shared/revisions/diffLines.ts';
import { wordDiff } from '@/shared/revisions/wordDiff.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** One edit as the history shows it: who made it, when, and what it changed. */
interface HistoryEntry {
  revision: number;
  editor: PublicAuthor | null;
  /** ISO 8601. */
  editedAt: string;
  /** Null when the title stayed. */
  titleDiff: DiffLine[] | null;
  /** One line per paragraph of the newer version. */
  bodyDiff: DiffLine[];
  bodyChanged: boolean;
  /** Images, hidden content, cover or type changed too. */
  otherChanged: boolean;
}

export interface HistoryPage {
  subject: RevisionSubject;
  entries: HistoryEntry[];
  cursor: string;
  hasMore: boolean;
  /** The viewer may put an old version back ('content.restore'). */
  mayRestore: boolean;
}

/**
 * The history page of an item for this viewer, newest edit first, each with a word diff, paragraph
 * by paragraph, from the version it replaced to the one it made; undefined (a 404) when the viewer may not read it.
 */
export async function loadHistoryPage(
  kind: EntityKind,
  id: number,
  viewer: Pick<CurrentUser, 'id' | 'role'> | null,
  visibility: RevisionHistoryVisibility,
  cursor: string | undefined,
  db: Database = getDb(),
): Promise<HistoryPage | undefined> {
  const subject = await revisionSubject(kind, id, viewer, visibility, db);
  if (!subject) return undefined;
  const page = await listRevisions(kind, id, cursor, db);
  const editors = await authorsByIds(
    page.entries.map((entry) => entry.row.editorId),
    db,
  );
  const entries = page.entries.map(({ row, before, after: next }): HistoryEntry => {
    const after = next ?? subject.current;
    const beforeText = revisionText(kind, before.body);
    const afterText = revisionText(kind, after.body);
    return {
      revision: row.revision,
      editor: editors.get(row.editorId) ?? null,
      editedAt: row.createdAt.toISOString(),
      titleDiff: before.title === after.title ? null : diffLines(wordDiff(before.title, after.title)),
      bodyDiff: diffLines(wordDiff(beforeText, afterText)),
      bodyChanged: beforeText !== afterText,
      otherChanged: JSON.stringify(before.extra) !== JSON.stringify(after.extra),
    };
  });
  return {
    subject,
    entries,
    cursor: page.cursor,
    hasMore: page.hasMore,
    mayRestore: hasPermission(viewer?.role, 'content.restore'),
  };
}
