/**
 * Registers the forum's service worker (decision 063) once the page has loaded. Its URL names the
 * page's language, so switching language installs a worker whose offline page speaks it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const url = `/sw.js?locale=${encodeURIComponent(document.documentElement.lang)}`;
  const register = () => void navigator.serviceWorker.register(url, { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
