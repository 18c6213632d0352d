import { BUILD_ID } from './buildId.ts';
import { claimReload } from './reloadGuard.ts';
import { isChunkLoadError } from './chunkLoadError.ts';
import { isNewerBuild } from './isNewerBuild.ts';

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

/**
 * Polls /builds/latest.json (every 5 minutes and when the tab gets focus) and offers a reload
 * when a newer build is out; reloads on a chunk-load error, and when a page of an older build
 * comes back from the back/forward cache while a newer one is known.
 */
export function startUpdateWatcher({
  onNewerBuild,
  currentBuildId = BUILD_ID,
}: {
  /** Offer the reload (the layout shows a banner); called once per page. */
  onNewerBuild: (buildId: string) => void;
  currentBuildId?: string;
}): void {
  let newerBuild: string | null = session()?.getItem(KNOWN_BUILD_KEY) ?? null;
  if (newerBuild === currentBuildId) newerBuild = null;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let offered = false;

  const offerReload = (buildId: string) => {
    if (offered) return;
    offered = true;
    onNewerBuild(buildId);
  };

  const check = async (force = false) => {
    const now = performance.now();
    if (!force && now - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = now;
    try {
      const response = await fetch(LATEST_BUILD_URL, { cache: 'no-store', credentials: 'omit' });
      if (!response.ok) return;
      const manifest: unknown = await response.json();
      if (!isNewerBuild(manifest, currentBuildId)) return;
      newerBuild = manifest.buildId;
      session()?.setItem(KNOWN_BUILD_KEY, newerBuild);
      offerReload(newerBuild);
    } catch {
      // Offline or mid-deploy: the next poll tries again.
    }
  };

  window.setInterval(() => void check(true), UPDATE_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.addEventListener('focus', () => void check());

  // Vite's preload helper reports a missing chunk here; islands' dynamic imports reject instead.
  window.addEventListener('vite:preloadError', (event) => {
    if (guardedReload()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && guardedReload()) event.preventDefault();
  });
  // Astro retries an island's import once, then reports the failure here.
  document.addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error?: unknown }>).detail ?? {};
    if (isChunkLoadError(error) && guardedReload()) event.preventDefault();
  });

  // Every link here is a full navigation already; only a page restored from the back/forward
  // cache would keep running the old build's code.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && newerBuild) guardedReload();
  });
}
