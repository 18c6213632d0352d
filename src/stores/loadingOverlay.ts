import { atom } from 'nanostores';

/** How many tasks want the full-page "Loading" overlay; it shows while above zero. */
export const $loadingOverlay = atom(0);

export function showLoading(): void {
  $loadingOverlay.set($loadingOverlay.get() + 1);
}

export function hideLoading(): void {
  $loadingOverlay.set(Math.max(0, $loadingOverlay.get() - 1));
}

/** Shows the overlay while the task runs. */
export async function withLoading<T>(task: Promise<T> | (() => Promise<T>)): Promise<T> {
  showLoading();
  try {
    return await (typeof task === 'function' ? task() : task);
  } finally {
    hideLoading();
  }
}
