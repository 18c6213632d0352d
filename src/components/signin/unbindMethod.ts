import '@/i18n/clientLocale.ts';
import { m } from '@/paraglide/messages.js';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';

async function unbind(button: HTMLButtonElement, provider: string): Promise<void> {
  const confirmed = await askConfirm({
    title: m.signin_unbind_confirm({ provider: button.dataset.label ?? provider }),
    confirmLabel: m.signin_unbind(),
    danger: true,
  });
  if (!confirmed) return;
  button.setAttribute('aria-busy', 'true');
  try {
    await apiRequest<unknown>('/api/oauth/unbind', { body: { provider } });
    showToast('success', m.signin_unbound());
    window.location.reload();
  } catch (error) {
    button.removeAttribute('aria-busy');
    if (error instanceof ApiRequestError && error.notSignedIn) {
      reportApiError(error);
      return;
    }
    showToast('error', error instanceof Error && error.message ? error.message : m.signin_unbind_failed());
  }
}

/** The account page's unbind buttons (server-rendered; no React on this section). */
export function enhanceUnbind(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-unbind]');
    if (!button || button.getAttribute('aria-busy') === 'true') return;
    void unbind(button, button.dataset.unbind ?? '');
  });
}
