import { BUILD_ID } from './buildId.ts';
import { claimReload } from './reloadGuard.ts';
import { isChunkLoadError } from './chunkLoadError.ts';
import { isNewerBuild } from './isNewerBuild.ts';
import { noticeTyping, pageHasUnsavedText } from './unsavedText.ts';

const LATEST_BUILD_URL = '/builds/latest.json';
/** Five minutes keeps the cost at one tiny request per tab. */
const UPDATE_POLL_MS = 5 * 60_000;
/** Focus and visibility changes come in bursts; one check per this interval is enough. */
const MIN_CHECK_GAP_MS = 10_000;
const KNOWN_BUILD_KEY = 'plaza-newer-build';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A full reload of this page, at most once per path per 10 seconds. */
function guardedReload(): boolean {
  if (!claimReload(session(), window.location.pathname)) return false;
  window.location.reload();
  return true;
}

/** What /builds/latest.json says of this page's build, or that it could not be asked. */
type LatestBuild = { kind: 'newer'; buildId: string } | { kind: 'current' } | { kind: 'unreachable' };

async function readLatestBuild(currentBuildId: string): Promise<LatestBuild> {
  try {
    const response = await fetch(LATEST_BUILD_URL, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return { kind: 'unreachable' };
    const manifest: unknown = await response.json();
    return isNewerBuild(manifest, currentBuildId)
      ? { kind: 'newer', buildId: manifest.buildId }
      : { kind: 'current' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/**
 * Polls /builds/latest.json (every 5 minutes and when the tab gets focus) and offers a reload
 * when a newer build is out. A chunk that fails to load is a newer build only when the server says
 * so: then the page reloads, unless the reader has typed something (the reload is offered instead);
 * when the server cannot be reached the connection is lost, which the page says, and stays as it
 * is. A page of an older build that comes back from the back/forward cache reloads too.
 */
export function startUpdateWatcher({
  onNewerBuild,
  onConnectionLost,
  currentBuildId = BUILD_ID,
}: {
  /** Offer the reload (the layout shows a banner); called once per page. */
  onNewerBuild: (buildId: string) => void;
  /** A chunk could not be loaded and the server could not be reached. */
  onConnectionLost: () => void;
  currentBuildId?: string;
}): void {
  noticeTyping();
  let newerBuild: string | null = session()?.getItem(KNOWN_BUILD_KEY) ?? null;
  if (newerBuild === currentBuildId) newerBuild = null;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let offered = false;

  const offerReload = (buildId: string) => {
    if (offered) return;
    offered = true;
    onNewerBuild(buildId);
  };

  const noteNewer = (buildId: string) => {
    newerBuild = buildId;
    session()?.setItem(KNOWN_BUILD_KEY, buildId);
  };

  // Offline or mid-deploy, a poll says nothing: the next one tries again.
  const check = async (force = false) => {
    const now = performance.now();
    if (!force && now - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = now;
    const latest = await readLatestBuild(currentBuildId);
    if (latest.kind !== 'newer') return;
    noteNewer(latest.buildId);
    offerReload(latest.buildId);
  };

  let handlingChunkError = false;
  const afterChunkLoadError = async () => {
    if (handlingChunkError) return;
    handlingChunkError = true;
    try {
      const latest = await readLatestBuild(currentBuildId);
      if (latest.kind === 'unreachable') return onConnectionLost();
      if (latest.kind === 'current') return;
      noteNewer(latest.buildId);
      if (pageHasUnsavedText() || !guardedReload()) offerReload(latest.buildId);
    } finally {
      handlingChunkError = false;
    }
  };

  window.setInterval(() => void check(true), UPDATE_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.addEventListener('focus', () => void check());

  // Vite's preload helper reports a missing chunk here; islands' dynamic imports reject instead.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    void afterChunkLoadError();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    void afterChunkLoadError();
  });
  // Astro retries an island's import once, then reports the failure here.
  document.addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error?: unknown }>).detail ?? {};
    if (!isChunkLoadError(error)) return;
    event.preventDefault();
    void afterChunkLoadError();
  });

  // Every link here is a full navigation already; only a page restored from the back/forward
  // cache would keep running the old build's code.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && newerBuild) guardedReload();
  });
}
