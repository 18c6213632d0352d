import { apiRequest } from '@/shared/api/apiClient.ts';
import type { DraftPayload, DraftSaved, DraftView } from './draftTypes.ts';

/** The signed-in member's draft for one composer, or null (GET /api/draft/get). */
export function fetchDraft(key: string): Promise<DraftView | null> {
  return apiRequest<DraftView | null>(`/api/draft/get?${new URLSearchParams({ key })}`);
}

/** Stores the draft (POST /api/draft/save); `keepalive` lets it finish while the page is left. */
export function sendDraft(key: string, payload: DraftPayload, keepalive = false): Promise<DraftSaved> {
  return apiRequest<DraftSaved>('/api/draft/save', { body: { key, payload }, keepalive });
}

export function removeDraft(key: string, keepalive = false): Promise<null> {
  return apiRequest<null>('/api/draft/delete', { body: { key }, keepalive });
}
