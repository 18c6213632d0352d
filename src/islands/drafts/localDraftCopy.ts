import type { DraftPayload } from '@/shared/drafts/draftTypes.ts';

/** The browser's own copy of a draft, written before any request so a failed one loses nothing. */
export interface LocalDraftCopy {
  payload: DraftPayload;
  /** When it was written (ms); once the server has it, the server's own time of that save. */
  updatedAt: number;
  /** True once the server holds exactly this copy. */
  synced: boolean;
}

const PREFIX = 'plaza.draft.';
const storageKey = (userId: number, key: string) => `${PREFIX}${userId}.${key}`;

// Storage can be missing, full or refused (private modes): every access is allowed to fail.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isCopy(value: unknown): value is LocalDraftCopy {
  const copy = value as Partial<LocalDraftCopy> | null;
  return (
    typeof copy === 'object' &&
    copy !== null &&
    typeof copy.payload === 'object' &&
    copy.payload !== null &&
    typeof copy.updatedAt === 'number' &&
    typeof copy.synced === 'boolean'
  );
}

export function readLocalDraft(userId: number, key: string): LocalDraftCopy | null {
  try {
    const raw = storage()?.getItem(storageKey(userId, key));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCopy(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** False when the browser would not keep it. */
export function writeLocalDraft(userId: number, key: string, copy: LocalDraftCopy): boolean {
  try {
    const target = storage();
    target?.setItem(storageKey(userId, key), JSON.stringify(copy));
    return target !== null;
  } catch {
    return false;
  }
}

export function removeLocalDraft(userId: number, key: string): void {
  try {
    storage()?.removeItem(storageKey(userId, key));
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Every member's local copies, on signing out of this browser. */
export function removeAllLocalDrafts(): void {
  const target = storage();
  if (!target) return;
  try {
    const keys = Array.from({ length: target.length }, (_, index) => target.key(index) ?? '');
    for (const key of keys) if (key.startsWith(PREFIX)) target.removeItem(key);
  } catch {
    // Storage went away meanwhile.
  }
}
