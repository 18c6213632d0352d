import { atom, map } from 'nanostores';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';

/** The page's watch targets (`tag:3`…) and whether the viewer watches them (decision 038). */
export const $watching = map<Record<string, boolean>>({});

/** The viewer's reading of the page's cards, by `moment:1` / `article:2`: opened, unread comments. */
export const $reading = map<Record<string, ViewerReading>>({});

/** Unopened cards by others posted after this (ISO 8601) are new; null for a visitor. */
export const $readingSince = atom<string | null>(null);

/** The first comment the viewer had not read on this item page, by its key. */
export const $firstUnread = map<Record<string, number>>({});

/** Everything on the page counts as read: "mark all read" succeeded at `readAt` (the server's time). */
export function clearReading(readAt: string): void {
  $readingSince.set(readAt);
  for (const key of Object.keys($reading.get())) $reading.setKey(key, { opened: false, unreadComments: 0 });
}
