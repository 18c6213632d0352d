import type { ReadingBadge, ViewerReading } from './watchTypes.ts';

/** The card's author id, on its reading marker. */
export const READING_AUTHOR_ATTRIBUTE = 'data-reading-author';
/** When the card's item was posted (ISO 8601), on its reading marker. */
export const READING_POSTED_ATTRIBUTE = 'data-reading-posted';

/** What the card itself says, in its reading marker: who posted it and when. */
export interface ReadingCard {
  authorId: number;
  /** ISO 8601, as stored. */
  postedAt: string;
}

/**
 * A card's badge from the viewer's reading and the card's own facts. The viewer request answers only
 * the member's read marks and since when unopened cards count as new; the author and time are public
 * and in the shared HTML, so the request does not read the items again (decision 041).
 */
export function readingBadgeOf(
  reading: ViewerReading | undefined,
  card: ReadingCard,
  viewer: { id: number; readingSince: string | null },
): ReadingBadge {
  const unreadComments = reading?.unreadComments ?? 0;
  if (reading?.opened || viewer.readingSince === null || card.authorId === viewer.id) {
    return { isNew: false, unreadComments };
  }
  const isNew = Date.parse(card.postedAt) > Date.parse(viewer.readingSince);
  return { isNew, unreadComments };
}
