import { apiRequest } from '@/shared/api/apiClient.ts';
import { viewerQueryString } from '@/shared/viewer/viewerQuery.ts';
import {
  VIEWER_CHECKIN_ATTRIBUTE,
  VIEWER_ENTITY_ATTRIBUTE,
  VIEWER_READ_ATTRIBUTE,
  VIEWER_READING_ATTRIBUTE,
  VIEWER_WATCH_ATTRIBUTE,
  type ViewerState,
} from '@/shared/viewer/viewerState.ts';
import { setMemberHint } from './memberHint.ts';
import { $viewerStatus, applyViewerState } from './viewer.ts';

/** The query of GET /api/viewer for what this page shows: every `data-viewer-entity`, and the check-in widget. */
export function viewerQueryOf(root: ParentNode): string {
  const valuesOf = (attribute: string) =>
    [...root.querySelectorAll(`[${attribute}]`)].map((element) => element.getAttribute(attribute) ?? '');
  return viewerQueryString(
    valuesOf(VIEWER_ENTITY_ATTRIBUTE),
    root.querySelector(`[${VIEWER_CHECKIN_ATTRIBUTE}]`) !== null,
    {
      watch: valuesOf(VIEWER_WATCH_ATTRIBUTE).filter(Boolean),
      reading: valuesOf(VIEWER_READING_ATTRIBUTE).filter(Boolean),
      read: valuesOf(VIEWER_READ_ATTRIBUTE)[0] || undefined,
    },
  );
}

/**
 * One request per page view fills the viewer stores (decision 027). A page without the member
 * hint asks nothing: its reader is a visitor until they sign in on this page.
 */
export async function loadViewerState(): Promise<void> {
  if (!document.documentElement.hasAttribute('data-member')) {
    $viewerStatus.set('anonymous');
    return;
  }
  const query = viewerQueryOf(document);
  try {
    const state = await apiRequest<ViewerState>(`/api/viewer${query ? `?${query}` : ''}`);
    applyViewerState(state);
    if (!state.user) setMemberHint(false);
  } catch {
    // Offline or a failed request: the page stays as rendered (readable, signed-out shape) until reload.
    $viewerStatus.set('anonymous');
    setMemberHint(false);
  }
}
