import '@/i18n/clientLocale.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

async function send(root: HTMLElement, form: HTMLFormElement, dialog: HTMLDialogElement): Promise<void> {
  const reason = new FormData(form).get('reason');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) submit.disabled = true;
  try {
    await apiRequest('/api/report', {
      body: {
        targetType: root.dataset.reportTarget,
        targetId: Number(root.dataset.reportId),
        reason: typeof reason === 'string' ? reason : '',
      },
    });
    dialog.close();
    form.reset();
    showToast('success', m.admincontent_report_sent());
  } catch (error) {
    showToast('error', error instanceof Error ? error.message : m.admincontent_failed());
  } finally {
    if (submit) submit.disabled = false;
  }
}

/** Report buttons open their dialog; submitting it files the report and closes it. */
export function enhanceReportButtons(document: Document): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-report-target]')) {
    if (root.dataset.reportReady) continue;
    root.dataset.reportReady = '1';
    const dialog = root.querySelector('dialog');
    const form = root.querySelector<HTMLFormElement>('[data-report-form]');
    if (!dialog || !form) continue;
    root.querySelector('[data-report-open]')?.addEventListener('click', () => dialog.showModal());
    root.querySelector('[data-report-cancel]')?.addEventListener('click', () => dialog.close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(root, form, dialog);
    });
  }
}
