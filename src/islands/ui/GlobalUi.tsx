import { Toaster } from './Toaster.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Page-wide overlays every layout mounts once: toasts and the confirm dialog. */
export default function GlobalUi() {
  return (
    <>
      <Toaster />
      <ConfirmDialog />
    </>
  );
}
