import { useStore } from '@nanostores/react';
import { $loadingOverlay } from '@/stores/loadingOverlay.ts';
import { m } from '@/paraglide/messages.js';

interface LoadingOverlayProps {
  visible: boolean;
  text?: string | undefined;
}

/** SPEC §9: "Loading" on a dark translucent background, covering the page. */
export function LoadingOverlay({ visible, text }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="assertive">
      <span className="loading-spinner" aria-hidden="true" />
      <span className="loading-text">{text ?? m.chrome_loading()}</span>
    </div>
  );
}

/** The overlay driven by the store: showLoading() / hideLoading() / withLoading(task). */
export function LoadingOverlayHost() {
  const pending = useStore($loadingOverlay);
  return <LoadingOverlay visible={pending > 0} />;
}

export default LoadingOverlayHost;
