import '@/i18n/clientLocale.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { REPORT_REASON_MAX } from '@/shared/admincontent/reportSchemas.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

// One dialog per page serves every element carrying data-report-target / data-report-id: the report
// button of a moment, article or member and the "Report" action of each comment, including comments
// the browser adds later (hence delegation rather than a listener per button).

interface ReportDialog {
  dialog: HTMLDialogElement;
  form: HTMLFormElement;
  title: HTMLElement;
  reason: HTMLTextAreaElement;
  submit: HTMLButtonElement;
  target: { type: string; id: number } | null;
}

const TITLE_ID = 'report-dialog-title';
let shared: ReportDialog | null = null;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

function buildDialog(): ReportDialog {
  const dialog = element('dialog', { className: 'report-dialog' });
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  dialog.dataset.reportDialog = '';
  const form = element('form', { method: 'dialog' });
  const title = element('h2', { id: TITLE_ID });
  const label = element('label');
  const reason = element('textarea', {
    name: 'reason',
    required: true,
    maxLength: REPORT_REASON_MAX,
    rows: 4,
  });
  label.append(element('span', { textContent: m.admincontent_report_reason() }), reason);
  const buttons = element('div', { className: 'report-buttons' });
  const cancel = element('button', {
    type: 'button',
    className: 'button',
    textContent: m.admincontent_report_cancel(),
  });
  const submit = element('button', {
    type: 'submit',
    className: 'button button-primary',
    textContent: m.admincontent_report_submit(),
  });
  buttons.append(cancel, submit);
  form.append(title, label, buttons);
  dialog.append(form);
  document.body.append(dialog);
  const state: ReportDialog = { dialog, form, title, reason, submit, target: null };
  cancel.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(state);
  });
  return state;
}

async function send(state: ReportDialog): Promise<void> {
  if (!state.target) return;
  state.submit.disabled = true;
  try {
    await apiRequest('/api/report', {
      body: { targetType: state.target.type, targetId: state.target.id, reason: state.reason.value },
    });
    state.dialog.close();
    state.form.reset();
    showToast('success', m.admincontent_report_sent());
  } catch (error) {
    showToast('error', error instanceof Error && error.message ? error.message : m.admincontent_failed());
  } finally {
    state.submit.disabled = false;
  }
}

function open(trigger: HTMLElement): void {
  shared ??= buildDialog();
  const type = trigger.dataset.reportTarget ?? '';
  const id = Number(trigger.dataset.reportId);
  const same = shared.target?.type === type && shared.target.id === id;
  // A reason typed for one target and then cancelled must not be sent for another.
  if (!same) shared.form.reset();
  shared.target = { type, id };
  shared.title.textContent =
    type === 'user' ? m.admincontent_report_member_dialog_title() : m.admincontent_report_dialog_title();
  shared.dialog.showModal();
  shared.reason.focus();
}

/** Opens the report dialog for any report trigger clicked on the page. Safe to call more than once. */
export function startReportButtons(document: Document): void {
  const root = document.documentElement;
  if (root.dataset.reportReady) return;
  root.dataset.reportReady = '';
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-report-target]');
    if (trigger) open(trigger);
  });
}
