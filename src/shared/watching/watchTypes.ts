import type { WatchKindName } from './watchKinds.ts';

export interface WatchSetResult {
  watching: boolean;
}

/** One row of the member's watch list in the user centre. */
export interface WatchListItem {
  id: number;
  kind: WatchKindName;
  targetId: number;
  /** The target's title, tag or node name, or member's nickname; '' when it is gone. */
  label: string;
  href: string;
  createdAt: string;
}

/**
 * What the viewer request tells a list page about the member's reading of one card (decision 038):
 * only cards the member opened, or with comments since their last "mark all read", have one.
 */
export interface ViewerReading {
  /** The member opened it (it has a read mark of its own). */
  opened: boolean;
  /** Comments by others since the member last opened it, or since their last "mark all read". */
  unreadComments: number;
}

/** What a card's reading badge shows. */
export interface ReadingBadge {
  /** Never opened, by someone else, and posted since the member's last "mark all read" (or since they joined). */
  isNew: boolean;
  unreadComments: number;
}

/** The answer of POST /api/watch/read-all: when everything counted as read. */
export interface MarkAllReadResult {
  readAt: string;
}
