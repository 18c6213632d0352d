import '@/i18n/clientLocale.ts';
import { Toaster } from './Toaster.tsx';
import { LoadingOverlayHost } from './LoadingOverlay.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Page-wide overlays every layout mounts once: toasts, the loading overlay and the confirm dialog. */
export default function GlobalUi() {
  return (
    <>
      <Toaster />
      <LoadingOverlayHost />
      <ConfirmDialog />
    </>
  );
}
