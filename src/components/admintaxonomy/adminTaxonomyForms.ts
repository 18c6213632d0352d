import '@/i18n/clientLocale.ts';
import { m } from '@/paraglide/messages.js';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { apiUpload } from '@/shared/api/apiUpload.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askConfirm } from '@/stores/confirm.ts';

/**
 * The admin node, tag and link screens are plain forms: `data-admin-form` posts the form's fields as
 * JSON to its action (fields marked `data-number` as numbers), asks first when it has
 * `data-confirm`, then reloads the page, or shows the refusal in the form's `[data-form-error]`.
 */
function formBody(form: HTMLFormElement): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !element.name ||
      element.disabled
    ) {
      continue;
    }
    const value = element.value;
    body[element.name] = 'number' in element.dataset && value.trim() !== '' ? Number(value) : value;
  }
  return body;
}

function showError(form: HTMLFormElement, message: string): void {
  const output = form.querySelector<HTMLElement>('[data-form-error]');
  if (output) {
    output.textContent = message;
    output.hidden = message === '';
  }
}

/** The question asked before posting: a merge names both tags; others carry theirs in `data-confirm`. */
function confirmQuestion(form: HTMLFormElement): string | undefined {
  const source = form.dataset.mergeSource;
  const target = form.elements.namedItem('target');
  if (source !== undefined && target instanceof HTMLInputElement) {
    return m.admintaxonomy_tag_merge_confirm({ source, target: target.value.trim() });
  }
  return form.dataset.confirm;
}

async function submit(form: HTMLFormElement): Promise<void> {
  const question = confirmQuestion(form);
  if (question) {
    const confirmed = await askConfirm({
      title: question,
      confirmLabel: form.dataset.confirmLabel,
      danger: true,
    });
    if (!confirmed) return;
  }
  form.setAttribute('aria-busy', 'true');
  showError(form, '');
  try {
    await apiRequest<unknown>(form.action, { body: formBody(form) });
    window.location.reload();
  } catch (error) {
    form.removeAttribute('aria-busy');
    if (error instanceof ApiRequestError && error.notSignedIn) {
      reportApiError(error);
      return;
    }
    showError(form, error instanceof Error && error.message ? error.message : m.error_unknown());
  }
}

/** A file input `data-logo-upload="<input id>"` uploads the picked image and puts its address in that input. */
async function uploadLogo(input: HTMLInputElement): Promise<void> {
  const file = input.files?.[0];
  const target = document.getElementById(input.dataset.logoUpload ?? '');
  const form = input.form;
  if (!file || !(target instanceof HTMLInputElement)) return;
  const data = new FormData();
  data.append('file', file, file.name);
  input.setAttribute('aria-busy', 'true');
  try {
    const uploaded = await apiUpload<{ url: string }>('/api/upload', data);
    target.value = uploaded.url;
    if (form) showError(form, '');
  } catch (error) {
    if (form) showError(form, error instanceof Error && error.message ? error.message : m.error_unknown());
  } finally {
    input.removeAttribute('aria-busy');
    input.value = '';
  }
}

export function enhanceAdminTaxonomyForms(root: Document): void {
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !('adminForm' in form.dataset)) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') !== 'true') void submit(form);
  });
  root.addEventListener('change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === 'file' && input.dataset.logoUpload) {
      void uploadLogo(input);
    }
  });
}
