/** The top loading bar's timings. */
const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  /** A navigation that never unloads the page (a download, a 204) stops showing after this. */
  giveUpMs: 20_000,
} as const;

const CARRY_KEY = 'plaza-loading-bar';

function readCarried(): { progress?: number; at?: number } | null {
  try {
    const value = sessionStorage.getItem(CARRY_KEY);
    sessionStorage.removeItem(CARRY_KEY);
    return value ? (JSON.parse(value) as { progress?: number; at?: number }) : null;
  } catch {
    return null;
  }
}

/** Eases towards 100% without reaching it: about 70% after `durationMs`. */
function estimatedProgress(elapsedMs: number): number {
  return (2 / Math.PI) * 100 * Math.atan((elapsedMs / LOADING_BAR.durationMs) * 2);
}

/** Drives the bar: starts when a same-origin link is followed or a form submits; finishes on the next page. */
export function startTopLoadingBar(bar: HTMLElement): void {
  let frame = 0;
  const timers: number[] = [];
  let startedAt = 0;
  let progress = 0;

  const clear = () => {
    cancelAnimationFrame(frame);
    while (timers.length) window.clearTimeout(timers.pop());
  };
  const render = (value: number) => {
    progress = value;
    bar.style.transform = `scaleX(${value / 100})`;
  };

  const tick = () => {
    render(estimatedProgress(performance.now() - startedAt));
    frame = requestAnimationFrame(tick);
  };

  const finish = (error: boolean) => {
    clear();
    bar.toggleAttribute('data-error', error);
    bar.dataset.state = 'visible';
    render(100);
    timers.push(
      window.setTimeout(() => {
        bar.dataset.state = 'hidden';
        timers.push(
          window.setTimeout(() => {
            render(0);
            bar.toggleAttribute('data-error', false);
          }, LOADING_BAR.resetDelayMs),
        );
      }, LOADING_BAR.hideDelayMs),
    );
  };

  const start = () => {
    clear();
    timers.push(
      window.setTimeout(() => {
        startedAt = performance.now();
        bar.toggleAttribute('data-error', false);
        bar.dataset.state = 'visible';
        tick();
      }, LOADING_BAR.throttleMs),
      window.setTimeout(() => finish(false), LOADING_BAR.giveUpMs),
    );
  };

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    start();
  });

  document.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    const form = event.target as HTMLFormElement;
    if (form.target && form.target !== '_self') return;
    start();
  });

  // Hand the progress to the next page so the bar carries on instead of restarting.
  window.addEventListener('pagehide', () => {
    if (bar.dataset.state !== 'visible' || progress >= 100) return;
    try {
      sessionStorage.setItem(CARRY_KEY, JSON.stringify({ progress, at: Date.now() }));
    } catch {
      // No storage: the next page simply finishes from zero.
    }
  });

  // Back/forward cache: the page comes back exactly as it was left, bar included.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    clear();
    bar.dataset.state = 'hidden';
    render(0);
  });

  // Arriving here: finish what the previous page started, or show the error state on an error page.
  const carried = readCarried();
  const error = bar.hasAttribute('data-error');
  const arrivedByBar = carried?.at !== undefined && Date.now() - carried.at < 30_000;
  if (arrivedByBar || error) {
    render(arrivedByBar ? Math.min(carried?.progress ?? 0, 95) : 0);
    bar.dataset.state = 'visible';
    requestAnimationFrame(() => requestAnimationFrame(() => finish(error)));
  }
}
