// NUL and other C0 controls (tab, newlines and form feed aside) have no place in a post and are
// used to split keywords ("java\0script") past filters.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

/** Text without the control characters content may not hold (the sanitizer and the editor's paste). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}
