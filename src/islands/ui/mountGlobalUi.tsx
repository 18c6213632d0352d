import { createRoot } from 'react-dom/client';
import GlobalUi from './GlobalUi.tsx';

/**
 * Mounts the page-wide overlays (toasts, loading overlay, confirm dialog) in their own React root.
 * Loaded by src/components/chrome/GlobalUiLoader.astro only when one of their stores is first
 * used, so pages that never show one never download React for it.
 */
export function mountGlobalUi(): void {
  if (document.getElementById('plaza-global-ui')) return;
  const host = document.createElement('div');
  host.id = 'plaza-global-ui';
  document.body.append(host);
  createRoot(host).render(<GlobalUi />);
}
