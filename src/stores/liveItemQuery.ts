import { LIVE_AFTER_PARAM, LIVE_ITEM_PARAM } from '@/shared/liveItems/itemChange.ts';
import { LIVE_AFTER_ATTRIBUTE, LIVE_ITEM_ATTRIBUTE } from '@/shared/liveItems/liveItemAttributes.ts';

/** `after` null: catch up on nothing at the first connection (a later page of comments). */
interface FollowedItem {
  topic: string;
  after: number | null;
}

let followed: FollowedItem | null | undefined;

function pageItem(): FollowedItem | null {
  const element = typeof document === 'undefined' ? null : document.querySelector(`[${LIVE_ITEM_ATTRIBUTE}]`);
  const topic = element?.getAttribute(LIVE_ITEM_ATTRIBUTE);
  if (!element || !topic) return null;
  const after = element.getAttribute(LIVE_AFTER_ATTRIBUTE);
  return { topic, after: after === null || after === '' ? null : Number(after) || 0 };
}

/**
 * The stream's query for the page's item (`?item=moment:12&after=345`), '' elsewhere; `after` moves
 * with the newest comment heard, so a reconnection catches up on what was missed and no more.
 */
export function liveItemQuery(): string {
  followed ??= pageItem();
  if (!followed) return '';
  const query = new URLSearchParams({ [LIVE_ITEM_PARAM]: followed.topic });
  if (followed.after !== null) query.set(LIVE_AFTER_PARAM, String(followed.after));
  return `?${query}`;
}

/** The page now knows the item's comments up to this id. */
export function noteLatestComment(topic: string, id: number): void {
  followed ??= pageItem();
  if (followed?.topic === topic && id >= (followed.after ?? 0)) followed.after = id;
}
