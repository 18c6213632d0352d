/**
 * The code with `find` replaced, for build-time edits of Astro's own modules. Throws when `find`
 * is missing or appears more than once, so an Astro upgrade that changes the text fails the build
 * instead of silently dropping the edit.
 */
export function replaceOnce(
  code: string,
  find: string,
  replacement: string,
  where: string,
  decision: string,
): string {
  const at = code.indexOf(find);
  if (at === -1 || code.indexOf(find, at + find.length) !== -1) {
    throw new Error(`${where} no longer reads "${find}" once; see decision ${decision}`);
  }
  return code.slice(0, at) + replacement + code.slice(at + find.length);
}
