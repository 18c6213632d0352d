/**
 * The node choice belongs to the /search GET form (its Apply button submits it without JavaScript);
 * with JavaScript, picking a node searches at once, and "all nodes" is left out of the URL.
 */
export function enhanceSearchNodeFilter(select: HTMLSelectElement): void {
  const form = select.form;
  if (!form) return;
  select.addEventListener('change', () => form.requestSubmit());
  form.addEventListener('submit', () => {
    if (select.value === '') select.disabled = true;
  });
  // Coming back through the history cache must not leave the choice disabled.
  window.addEventListener('pageshow', () => {
    select.disabled = false;
  });
}
