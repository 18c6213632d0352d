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

/** What the viewer request tells a list or item page about the member's reading (decision 038). */
export interface ViewerReading {
  /** Never opened and posted since the member's last "mark all read" (or since they joined). */
  isNew: boolean;
  /** Comments by others since the member last opened it. */
  unreadComments: number;
}
