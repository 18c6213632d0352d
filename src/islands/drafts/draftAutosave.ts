import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { fetchDraft, removeDraft, sendDraft } from '@/shared/drafts/draftApi.ts';
import { DRAFT_SAVE_DELAY_MS } from '@/shared/drafts/draftLimits.ts';
import type { DraftPayload, DraftView } from '@/shared/drafts/draftTypes.ts';
import { $draftStatuses, type DraftStatus } from '@/stores/draftStatuses.ts';
import { chooseRestore } from './draftRestore.ts';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './localDraftCopy.ts';

export interface DraftAutosaveOptions<P extends DraftPayload> {
  userId: number;
  key: string;
  /** The composer's untouched fields: coming back to them leaves nothing to keep. */
  initial: P;
  /** Fields that hold nothing worth keeping (an empty new post), besides the untouched ones. */
  isBlank?: ((payload: P) => boolean) | undefined;
  /** Puts restored (or, on discard, the untouched) fields into the composer. */
  apply: (payload: P) => void;
  delayMs?: number | undefined;
}

/** One composer's (or comment box's) draft: restored on load, kept locally and on the server. */
export interface DraftAutosave<P extends DraftPayload> {
  readonly key: string;
  /** Restores the newer of the server's draft and this browser's copy. */
  start(): Promise<void>;
  /** The composer's fields after an edit: kept locally at once, sent after a quiet moment. */
  change(payload: P): void;
  /** Sends what is waiting now; true once the server holds the latest fields. */
  flush(options?: { keepalive?: boolean }): Promise<boolean>;
  /** The server lacks the latest fields, and could still get them (the member is signed in). */
  hasUnsavedChanges(): boolean;
  /** Throws the draft away everywhere and puts the untouched fields back. */
  discard(): Promise<void>;
  /** The fields were published (the server already dropped the draft): start over empty. */
  published(): void;
  /** Stops listening for edits; a flush still runs. */
  stop(): void;
}

const RETRY_MS = 15_000;

/** Network failures (status 0), overload and server errors may pass later; a refused draft will not. */
const retryable = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status === 429 || error.status >= 500;

export function createDraftAutosave<P extends DraftPayload>(
  options: DraftAutosaveOptions<P>,
): DraftAutosave<P> {
  const { userId, key } = options;
  const delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
  const initialJson = JSON.stringify(options.initial);
  let current: P = options.initial;
  let currentJson = initialJson;
  /** What the server holds: its fields as JSON, null for no draft, undefined while unknown. */
  let serverJson: string | null | undefined;
  let loaded = false;
  let editedBeforeLoad = false;
  let stopped = false;
  let signedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | undefined;

  const isPristine = () => currentJson === initialJson || (options.isBlank?.(current) ?? false);
  const isSynced = () => (isPristine() ? (serverJson ?? null) === null : currentJson === serverJson);
  const setStatus = (status: Partial<DraftStatus>) => {
    const before = $draftStatuses.get()[key] ?? { state: 'idle', restored: false, message: '' };
    $draftStatuses.setKey(key, { ...before, ...status });
  };

  function schedule(ms = delayMs): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void sync(false), ms);
  }

  async function send(keepalive: boolean): Promise<boolean> {
    const json = currentJson;
    const payload = current;
    const pristine = isPristine();
    try {
      if (pristine) {
        await removeDraft(key, keepalive);
        serverJson = null;
      } else {
        const saved = await sendDraft(key, payload, keepalive);
        serverJson = json;
        if (currentJson === json) {
          writeLocalDraft(userId, key, { payload, updatedAt: Date.parse(saved.updatedAt), synced: true });
        }
      }
      signedOut = false;
      if (currentJson !== json) return false;
      setStatus({ state: pristine ? 'idle' : 'saved', message: '' });
      return true;
    } catch (error) {
      signedOut = error instanceof ApiRequestError && error.notSignedIn;
      const reason = error instanceof ApiRequestError && !retryable(error) ? error.message : '';
      if (!pristine) setStatus({ state: 'local', message: reason });
      if (retryable(error)) schedule(RETRY_MS);
      return false;
    }
  }

  async function sync(keepalive: boolean): Promise<boolean> {
    clearTimeout(timer);
    if (!loaded) return false;
    while (inFlight) await inFlight;
    if (isSynced()) return true;
    const sent = currentJson;
    inFlight = send(keepalive);
    const done = await inFlight;
    inFlight = undefined;
    // Edits made while the request was out go in the next one (a failure has its own retry).
    if (!done && currentJson !== sent && !stopped) schedule();
    return done;
  }

  function show(payload: P, restored: boolean): void {
    current = payload;
    currentJson = JSON.stringify(payload);
    options.apply(payload);
    setStatus({ restored });
  }

  async function start(): Promise<void> {
    const local = readLocalDraft(userId, key);
    let server: DraftView | null | undefined;
    try {
      server = await fetchDraft(key);
    } catch (error) {
      signedOut = error instanceof ApiRequestError && error.notSignedIn;
      server = undefined;
    }
    serverJson = server === undefined ? undefined : server && JSON.stringify(server.payload);
    const choice = chooseRestore(local, server);
    if (choice.dropLocal) removeLocalDraft(userId, key);
    loaded = true;
    // What the member typed while this loaded wins over any draft.
    if (editedBeforeLoad || stopped || !choice.payload) {
      if (editedBeforeLoad) schedule();
      return;
    }
    show(choice.payload as P, true);
    if (isPristine()) return;
    if (choice.from === 'server' && server) {
      writeLocalDraft(userId, key, {
        payload: current,
        updatedAt: Date.parse(server.updatedAt),
        synced: true,
      });
      setStatus({ state: 'saved', message: '' });
    } else {
      setStatus({ state: 'local', message: '' });
      schedule(0);
    }
  }

  function change(payload: P): void {
    const json = JSON.stringify(payload);
    if (stopped || json === currentJson) return;
    current = payload;
    currentJson = json;
    if (!loaded) editedBeforeLoad = true;
    if (isPristine()) {
      removeLocalDraft(userId, key);
      setStatus({ state: 'idle', restored: false, message: '' });
    } else {
      writeLocalDraft(userId, key, { payload, updatedAt: Date.now(), synced: false });
      setStatus({ state: 'saving', restored: false, message: '' });
    }
    schedule();
  }

  async function discard(): Promise<void> {
    clearTimeout(timer);
    while (inFlight) await inFlight;
    removeLocalDraft(userId, key);
    show(options.initial, false);
    setStatus({ state: 'idle', message: '' });
    await removeDraft(key);
    serverJson = null;
  }

  function published(): void {
    clearTimeout(timer);
    removeLocalDraft(userId, key);
    serverJson = null;
    current = options.initial;
    currentJson = initialJson;
    setStatus({ state: 'idle', restored: false, message: '' });
  }

  return {
    key,
    start,
    change,
    flush: ({ keepalive = false } = {}) => sync(keepalive),
    hasUnsavedChanges: () => loaded && !signedOut && !isPristine() && !isSynced(),
    discard,
    published,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
