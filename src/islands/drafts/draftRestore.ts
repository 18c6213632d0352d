import type { DraftPayload, DraftView } from '@/shared/drafts/draftTypes.ts';
import type { LocalDraftCopy } from './localDraftCopy.ts';

export interface RestoreChoice {
  /** What the composer should show, or null to leave it as it is. */
  payload: DraftPayload | null;
  /** Where it came from: the server's copy needs no save, this browser's unsynced one does. */
  from: 'server' | 'local' | null;
  /** The local copy is stale (its server draft was published or discarded elsewhere). */
  dropLocal: boolean;
}

const NOTHING: RestoreChoice = { payload: null, from: null, dropLocal: false };

/**
 * Which draft to restore: the server's when it is newer than this browser's copy, the local one
 * when the server is out of reach or has not seen it yet. `server` is undefined when unreachable.
 */
export function chooseRestore(
  local: LocalDraftCopy | null,
  server: DraftView | null | undefined,
): RestoreChoice {
  if (server === undefined)
    return local ? { payload: local.payload, from: 'local', dropLocal: false } : NOTHING;
  if (server === null) {
    if (!local) return NOTHING;
    // A copy the server once had is gone from it: finished or thrown away on another device.
    return local.synced
      ? { ...NOTHING, dropLocal: true }
      : { payload: local.payload, from: 'local', dropLocal: false };
  }
  const serverTime = Date.parse(server.updatedAt);
  if (local && !local.synced && local.updatedAt > serverTime) {
    return { payload: local.payload, from: 'local', dropLocal: false };
  }
  return { payload: server.payload, from: 'server', dropLocal: false };
}
