/** The fields and editors the reader typed into on this page. */
const typedInto = new Set<Element>();

/**
 * Starts noticing where the reader types. A field's own value cannot tell typed text from the
 * page's: React keeps a controlled field's default value equal to its value.
 */
export function noticeTyping(root: Document = document): void {
  root.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof Element) typedInto.add(event.target);
    },
    true,
  );
}

/**
 * True when a field or an editor the reader typed into still holds text: a reload would throw it
 * away, so the page offers the reload instead of doing it.
 */
export function pageHasUnsavedText(): boolean {
  for (const element of typedInto) {
    if (!element.isConnected) continue;
    const text =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.value
        : element.textContent;
    if (text?.trim()) return true;
  }
  return false;
}
