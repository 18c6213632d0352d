import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { VIEWER_READING_ATTRIBUTE } from '@/shared/viewer/viewerState.ts';
import type { ReadingBadge } from '@/shared/watching/watchTypes.ts';
import {
  READING_AUTHOR_ATTRIBUTE,
  READING_POSTED_ATTRIBUTE,
  readingBadgeOf,
  type ReadingCard,
} from '@/shared/watching/readingBadge.ts';
import { $reading, $readingSince } from '@/stores/watching.ts';
import { $viewer } from '@/stores/viewer.ts';
import { m } from '@/i18n/messages.ts';
import './watching.css';

interface ReadingMarkersProps {
  /** The list whose cards carry the marker slots (`data-viewer-reading`). */
  listId: string;
}

interface Slot {
  key: string;
  card: ReadingCard;
  element: HTMLElement;
}

function markerText(badge: ReadingBadge): string {
  if (badge.isNew) return m.watching_new();
  return badge.unreadComments > 0 ? m.watching_unread_comments({ count: badge.unreadComments }) : '';
}

function slotOf(element: HTMLElement): Slot {
  return {
    key: element.getAttribute(VIEWER_READING_ATTRIBUTE) ?? '',
    card: {
      authorId: Number(element.getAttribute(READING_AUTHOR_ATTRIBUTE)),
      postedAt: element.getAttribute(READING_POSTED_ATTRIBUTE) ?? '',
    },
    element,
  };
}

/**
 * The "new" and unread-comment badges of a list's cards (decision 038). One island per list, not
 * one per card: the cards stay plain server HTML for every reader, each with an empty slot out of
 * flow, and this island renders the viewer's badges into those slots, so filling them moves nothing.
 * Nothing renders on the server: the badges are the viewer's alone.
 */
function ReadingMarkers({ listId }: ReadingMarkersProps) {
  const reading = useStore($reading);
  const readingSince = useStore($readingSince);
  const viewer = useStore($viewer);
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    const list = document.getElementById(listId);
    setSlots([...(list?.querySelectorAll<HTMLElement>(`[${VIEWER_READING_ATTRIBUTE}]`) ?? [])].map(slotOf));
  }, [listId]);
  if (!viewer) return null;
  return (
    <>
      {slots.map(({ key, card, element }) => {
        const badge = readingBadgeOf(reading[key], card, { id: viewer.id, readingSince });
        const text = markerText(badge);
        return text
          ? createPortal(
              <span className="reading-marker-badge" data-state={badge.isNew ? 'new' : 'unread'}>
                {text}
              </span>,
              element,
              key,
            )
          : null;
      })}
    </>
  );
}

export default ReadingMarkers;
