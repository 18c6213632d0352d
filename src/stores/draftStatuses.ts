import { map } from 'nanostores';

/**
 * idle: nothing kept; saving: a save is waiting or on its way; saved: the server has it;
 * local: only this browser has it (offline, signed out, refused), `message` says why when known.
 */
type DraftSaveState = 'idle' | 'saving' | 'saved' | 'local';

export interface DraftStatus {
  state: DraftSaveState;
  /** The composer was filled from a draft and nothing has changed since. */
  restored: boolean;
  message: string;
}

/** Each open composer's and comment box's autosave, by draft key. */
export const $draftStatuses = map<Record<string, DraftStatus>>({});
