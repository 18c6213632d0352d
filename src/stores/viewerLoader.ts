import { apiRequest } from '@/shared/api/apiClient.ts';
import { viewerQueryOfAttributes } from '@/shared/viewer/viewerQuery.ts';
import type { ViewerState } from '@/shared/viewer/viewerState.ts';
import { setMemberHint } from './memberHint.ts';
import { $viewerStatus, applyViewerState } from './viewer.ts';

/** The query of GET /api/viewer for what this page shows: its entities, watch toggles, cards, item and check-in. */
function viewerQueryOf(root: ParentNode): string {
  return viewerQueryOfAttributes((attribute) =>
    [...root.querySelectorAll(`[${attribute}]`)].map((element) => element.getAttribute(attribute) ?? ''),
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
