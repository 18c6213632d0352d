/** The service worker's URL for this page: it names the page's language (decision 063). */
export function serviceWorkerUrl(): string {
  return `/sw.js?locale=${encodeURIComponent(document.documentElement.lang)}`;
}
