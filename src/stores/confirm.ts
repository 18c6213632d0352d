import { atom } from 'nanostores';

export interface ConfirmRequest {
  title: string;
  message?: string | undefined;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  danger?: boolean | undefined;
  resolve: (confirmed: boolean) => void;
}

/** The open confirmation dialog, rendered by the ConfirmDialog island. */
export const $confirmRequest = atom<ConfirmRequest | null>(null);

/** Asks the user to confirm; resolves false on cancel, Escape, or when another question replaces it. */
export function askConfirm(options: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  $confirmRequest.get()?.resolve(false);
  return new Promise((resolve) => {
    $confirmRequest.set({ ...options, resolve });
  });
}

export function settleConfirm(confirmed: boolean): void {
  const request = $confirmRequest.get();
  $confirmRequest.set(null);
  request?.resolve(confirmed);
}
