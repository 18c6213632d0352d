/** Who may read an item's edit history: every reader of the item, or staff only. */
export const REVISION_HISTORY_VISIBILITY = ['everyone', 'staff'] as const;
export type RevisionHistoryVisibility = (typeof REVISION_HISTORY_VISIBILITY)[number];
