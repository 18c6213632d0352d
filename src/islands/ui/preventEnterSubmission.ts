import type { KeyboardEvent } from 'react';

/**
 * For a form's onKeyDown: Enter in one of its inputs (title, checkbox, a dialog's field) does not
 * submit it, so only its submit button sends what was written. Fields that give Enter a meaning
 * of their own (tags, a link's address) handle it first.
 */
export function preventEnterSubmission(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (event.target instanceof HTMLInputElement) event.preventDefault();
}
