/** Moves focus to the first field the form marked invalid, so keyboard users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  });
}
