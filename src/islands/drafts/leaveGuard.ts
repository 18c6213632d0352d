import { askConfirm } from '@/stores/confirm.ts';
import { m } from '@/i18n/messages.ts';
import type { DraftPayload } from '@/shared/drafts/draftTypes.ts';
import type { DraftAutosave } from './draftAutosave.ts';

type AnyDraft = Pick<DraftAutosave<DraftPayload>, 'flush' | 'hasUnsavedChanges'>;

const drafts = new Set<AnyDraft>();
let listening = false;
/** Set once the member chose to leave: the browser's own prompt must not ask again. */
let leaving = false;

const unsaved = () => [...drafts].filter((draft) => draft.hasUnsavedChanges());

/** Sends every waiting draft now; true when the server has them all. */
export async function flushDrafts(options: { keepalive?: boolean } = {}): Promise<boolean> {
  const results = await Promise.all(unsaved().map((draft) => draft.flush(options)));
  return results.every(Boolean);
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (leaving || unsaved().length === 0) return;
  event.preventDefault();
  // Older browsers show their prompt only when returnValue is set.
  event.returnValue = '';
}

/** A plain same-tab link to another page of this site, which navigating would leave. */
function leavingLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  return samePage && url.hash ? null : url;
}

async function leaveTo(url: URL): Promise<void> {
  const saved = await flushDrafts();
  const confirmed =
    saved ||
    (await askConfirm({
      title: m.drafts_leave_title(),
      message: m.drafts_leave_message(),
      confirmLabel: m.drafts_leave_confirm(),
      cancelLabel: m.drafts_stay(),
      danger: true,
    }));
  if (!confirmed) return;
  leaving = true;
  window.location.assign(url.href);
}

function onClick(event: MouseEvent): void {
  if (unsaved().length === 0) return;
  const url = leavingLink(event);
  if (!url) return;
  event.preventDefault();
  void leaveTo(url);
}

function onPageHidden(): void {
  if (document.visibilityState === 'hidden') void flushDrafts({ keepalive: true });
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('pagehide', () => void flushDrafts({ keepalive: true }));
  document.addEventListener('visibilitychange', onPageHidden);
  window.addEventListener('online', () => void flushDrafts());
  document.addEventListener('click', onClick);
}

/**
 * Watches a draft for the page: the browser asks before the tab is closed or reloaded while the
 * server lacks the latest changes, links on the page first try to save them and ask only if that
 * fails, and a hidden or closing page sends what is waiting. Returns the way to stop watching.
 */
export function guardDraft(draft: AnyDraft): () => void {
  drafts.add(draft);
  listen();
  return () => {
    drafts.delete(draft);
  };
}
