/** localStorage key holding the key of the last notice the reader dismissed. */
export const DISMISSED_NOTICE_KEY = 'plaza-notice-dismissed';

function remember(key: string): void {
  try {
    localStorage.setItem(DISMISSED_NOTICE_KEY, key);
  } catch {
    // Storage unavailable: the notice is hidden for this page view only.
  }
}

/** Gives each site notice a working dismiss button (hidden until this runs: it needs script). */
export function startSiteNotices(root: ParentNode): void {
  for (const notice of root.querySelectorAll<HTMLElement>('[data-site-notice]')) {
    const button = notice.querySelector<HTMLButtonElement>('[data-site-notice-dismiss]');
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      notice.hidden = true;
      remember(notice.dataset.siteNotice ?? '');
    });
  }
}
