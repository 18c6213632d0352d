import { map } from 'nanostores';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';

/** The page's watch targets (`tag:3`…) and whether the viewer watches them (decision 038). */
export const $watching = map<Record<string, boolean>>({});

/** The cards' "new" marker and unread comments, by `moment:1` / `article:2`. */
export const $reading = map<Record<string, ViewerReading>>({});

/** The first comment the viewer had not read on this item page, by its key. */
export const $firstUnread = map<Record<string, number>>({});

/** Everything on the page counts as read ("mark all read" succeeded). */
export function clearReading(): void {
  for (const key of Object.keys($reading.get())) $reading.setKey(key, { isNew: false, unreadComments: 0 });
}
