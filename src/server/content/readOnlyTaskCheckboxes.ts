// The sanitizer keeps a checkbox only inside a task item and writes it in exactly these two forms.
const STORED_TASK_CHECKBOX = /<input type="checkbox"( checked="checked")? \/>/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Stored content HTML for reading: a task list shows its state but is no control a reader can tick
 * (nothing would save it), and each checkbox has a name for assistive technology.
 */
export function readOnlyTaskCheckboxes(html: string, label: string): string {
  const name = escapeAttribute(label);
  return html.replace(
    STORED_TASK_CHECKBOX,
    (_, checked: string | undefined) =>
      `<input type="checkbox"${checked ?? ''} disabled="disabled" aria-label="${name}" />`,
  );
}
