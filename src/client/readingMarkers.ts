import '@/i18n/clientLocale.ts';
import { VIEWER_READING_ATTRIBUTE } from '@/shared/viewer/viewerState.ts';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';
import { $reading } from '@/stores/watching.ts';
import { m } from '@/paraglide/messages.js';

function show(marker: HTMLElement, reading: ViewerReading | undefined): void {
  const text = !reading
    ? ''
    : reading.isNew
      ? m.watching_new()
      : reading.unreadComments > 0
        ? m.watching_unread_comments({ count: reading.unreadComments })
        : '';
  marker.textContent = text;
  marker.dataset['state'] = !text ? '' : reading?.isNew ? 'new' : 'unread';
}

/**
 * Fills the cards' reading markers from `$reading` (decision 038). The markers are empty spans the
 * cached HTML carries for everyone, positioned out of flow, so filling them moves nothing. Loaded
 * only when the viewer request answered some reading: a visitor's page never fetches it.
 */
export function startReadingMarkers(root: ParentNode = document): void {
  const markers = [...root.querySelectorAll<HTMLElement>(`[${VIEWER_READING_ATTRIBUTE}]`)];
  $reading.subscribe((reading) => {
    for (const marker of markers) show(marker, reading[marker.getAttribute(VIEWER_READING_ATTRIBUTE) ?? '']);
  });
}
