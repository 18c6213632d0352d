// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Tag names as typed → as stored: control characters dropped, trimmed, inner spaces collapsed,
 * empty ones dropped, and duplicates (ignoring case) dropped keeping the first spelling.
 * Lengths and the count are checked by the schema afterwards.
 */
export function normalizeTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of names) {
    const name = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}
