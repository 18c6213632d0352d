import '@/i18n/clientLocale.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import type { PasswordResetResult } from '@/shared/adminusers/adminUserSchemas.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

function formBody(form: HTMLFormElement, submitter: HTMLElement | null): Record<string, string> {
  const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
  const body: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string') body[name] = value;
  return body;
}

function showPassword(form: HTMLFormElement, password: string): void {
  const result = form.parentElement?.querySelector<HTMLElement>('[data-password-result]');
  const output = result?.querySelector('[data-password-output]');
  if (!result || !output) return;
  output.textContent = password;
  result.hidden = false;
}

async function submitAction(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const endpoint = form.dataset.userAction;
  if (!endpoint) return;
  if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) return;
  // Read the fields first: a disabled submitter is left out of the form data.
  const body = formBody(form, submitter);
  const buttons = form.querySelectorAll('button');
  buttons.forEach((button) => (button.disabled = true));
  try {
    const data = await apiRequest<PasswordResetResult | null>(endpoint, { body });
    if (form.hasAttribute('data-shows-password') && data) {
      showPassword(form, data.password);
      buttons.forEach((button) => (button.disabled = false));
      return;
    }
    showToast('success', m.adminusers_saved());
    window.location.reload();
  } catch (error) {
    buttons.forEach((button) => (button.disabled = false));
    showToast('error', error instanceof Error ? error.message : m.error_api_failed());
  }
}

/** The member screen's actions post to /api/admin/users/{id}/… and reload to show the new state. */
export function enhanceUserActions(root: Document): void {
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.dataset.userAction) return;
    event.preventDefault();
    void submitAction(form, event.submitter);
  });
}
