const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', '']);

/**
 * True when a field or an editor on the page holds text the reader typed and has not sent: a
 * reload would throw it away, so the page offers the reload instead of doing it.
 */
export function pageHasUnsavedText(root: ParentNode = document): boolean {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input')) {
    if (field instanceof HTMLInputElement && !TEXT_INPUTS.has(field.getAttribute('type') ?? '')) continue;
    if (field.value !== field.defaultValue) return true;
  }
  for (const editor of root.querySelectorAll('[contenteditable="true"]')) {
    if (editor.textContent?.trim()) return true;
  }
  return false;
}
