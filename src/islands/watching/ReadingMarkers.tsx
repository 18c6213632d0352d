import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { VIEWER_READING_ATTRIBUTE } from '@/shared/viewer/viewerState.ts';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';
import { $reading } from '@/stores/watching.ts';
import { m } from '@/paraglide/messages.js';
import './watching.css';

interface ReadingMarkersProps {
  /** The list whose cards carry the marker slots (`data-viewer-reading`). */
  listId: string;
}

interface Slot {
  key: string;
  element: HTMLElement;
}

function markerText(reading: ViewerReading | undefined): string {
  if (!reading) return '';
  if (reading.isNew) return m.watching_new();
  return reading.unreadComments > 0 ? m.watching_unread_comments({ count: reading.unreadComments }) : '';
}

/**
 * The "new" and unread-comment badges of a list's cards (decision 038). One island per list, not
 * one per card: the cards stay plain server HTML for every reader, each with an empty slot out of
 * flow, and this island renders the viewer's badges into those slots, so filling them moves nothing.
 * Nothing renders on the server: the badges are the viewer's alone.
 */
export function ReadingMarkers({ listId }: ReadingMarkersProps) {
  const reading = useStore($reading);
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    const list = document.getElementById(listId);
    const found = [...(list?.querySelectorAll<HTMLElement>(`[${VIEWER_READING_ATTRIBUTE}]`) ?? [])];
    setSlots(
      found.map((element) => ({ key: element.getAttribute(VIEWER_READING_ATTRIBUTE) ?? '', element })),
    );
  }, [listId]);
  return (
    <>
      {slots.map(({ key, element }) => {
        const entry = reading[key];
        const text = markerText(entry);
        return text
          ? createPortal(
              <span className="reading-marker-badge" data-state={entry?.isNew ? 'new' : 'unread'}>
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
