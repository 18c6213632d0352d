import { atom } from 'nanostores';

export type ToastKind = 'info' | 'success' | 'error';
export interface ToastAction {
  label: string;
  run: () => void;
}
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** How long it stays; 0 keeps it until closed. */
  durationMs: number;
  onClose?: (() => void) | undefined;
  /** An optional button, e.g. "Reload"; running it also closes the toast. */
  action?: ToastAction | undefined;
}

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_SUCCESS_MS = 800;

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function showToast(
  kind: ToastKind,
  message: string,
  options: { durationMs?: number; onClose?: () => void; action?: ToastAction } = {},
): number {
  const id = nextId++;
  const durationMs = options.durationMs ?? (kind === 'success' ? TOAST_SUCCESS_MS : TOAST_DEFAULT_MS);
  $toasts.set([
    ...$toasts.get(),
    { id, kind, message, durationMs, onClose: options.onClose, action: options.action },
  ]);
  return id;
}

export function dismissToast(id: number): void {
  const toast = $toasts.get().find((item) => item.id === id);
  $toasts.set($toasts.get().filter((item) => item.id !== id));
  toast?.onClose?.();
}
