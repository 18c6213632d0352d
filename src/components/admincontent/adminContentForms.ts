import '@/i18n/clientLocale.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

type Json = string | number | boolean | number[];

/**
 * A form's JSON body: its data-json base (kind, id …) plus its fields — checked `ids` boxes as a
 * number array, other checkboxes as booleans, the rest (and the pressed button) as strings.
 */
function formBody(form: HTMLFormElement, submitter: HTMLElement | null): Record<string, Json> {
  const body: Record<string, Json> = JSON.parse(form.dataset.json ?? '{}') as Record<string, Json>;
  const ids: number[] = [];
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.name === 'ids') {
        if (element.checked) ids.push(Number(element.value));
      } else body[element.name] = element.checked;
    } else body[element.name] = element.value;
  }
  if (form.hasAttribute('data-bulk')) body.ids = ids;
  if (submitter instanceof HTMLButtonElement && submitter.name) body[submitter.name] = submitter.value;
  return body;
}

async function submit(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const endpoint = form.dataset.adminPost;
  if (!endpoint) return;
  const body = formBody(form, submitter);
  if (Array.isArray(body.ids) && body.ids.length === 0) {
    showToast('error', m.admincontent_bulk_none());
    return;
  }
  const buttons = form.querySelectorAll('button');
  buttons.forEach((button) => (button.disabled = true));
  try {
    await apiRequest<unknown>(endpoint, { body });
    window.location.reload();
  } catch (error) {
    buttons.forEach((button) => (button.disabled = false));
    showToast('error', error instanceof Error ? error.message : m.admincontent_failed());
  }
}

/** Admin content screens: forms marked data-admin-post send JSON to their endpoint, then reload. */
export function enhanceAdminContentForms(root: Document): void {
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.dataset.adminPost) return;
    event.preventDefault();
    void submit(form, event.submitter);
  });
  root.addEventListener('change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.hasAttribute('data-select-all')) return;
    for (const item of root.querySelectorAll<HTMLInputElement>('input[name="ids"]'))
      item.checked = box.checked;
  });
}
