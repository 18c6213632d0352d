import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type Toast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import { Icon } from './Icon.tsx';

const ICONS = { info: 'info', success: 'checkCircle', error: 'alertCircle' } as const;

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (toast.durationMs <= 0) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <Icon name={ICONS[toast.kind]} className="toast-icon" />
      <p className="toast-message">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            toast.action?.run();
            dismissToast(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="toast-close"
        aria-label={m.chrome_toast_close()}
        onClick={() => dismissToast(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** Renders $toasts; each closes after its duration (3000 ms, success 800 ms) or by its button. */
export function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div className="toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
