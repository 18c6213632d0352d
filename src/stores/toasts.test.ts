import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DEFAULT_MS, TOAST_SUCCESS_MS, dismissToast, showToast } from './toasts.ts';

describe('toasts', () => {
  beforeEach(() => $toasts.set([]));

  it('lasts 3000 ms by default and 800 ms for success', () => {
    expect(TOAST_DEFAULT_MS).toBe(3000);
    expect(TOAST_SUCCESS_MS).toBe(800);
    showToast('error', 'Broken');
    showToast('success', 'Saved');
    showToast('info', 'Custom', { durationMs: 0 });
    expect($toasts.get().map((toast) => toast.durationMs)).toEqual([3000, 800, 0]);
  });

  it('runs onClose when dismissed, once', () => {
    const onClose = vi.fn();
    const id = showToast('error', 'please sign in', { onClose });
    dismissToast(id);
    dismissToast(id);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps an optional action', () => {
    const run = vi.fn();
    showToast('info', 'Update', { action: { label: 'Reload', run } });
    expect($toasts.get()[0]?.action?.label).toBe('Reload');
  });
});
