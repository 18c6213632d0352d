const LIST_START = /^-?\d{1,6}$/;
const LIST_TYPES: ReadonlySet<string> = new Set(['a', 'A', 'i', 'I']);

/** An ordered list's start number when it is kept: a whole number up to six digits, other than 1. */
export function keptListStart(value: string | undefined): number | undefined {
  const start = value?.trim();
  if (!start || !LIST_START.test(start) || Number(start) === 1) return undefined;
  return Number(start);
}

/** An ordered list's numbering type when it is kept: letters or roman numerals. */
export function keptListType(value: string | undefined): string | undefined {
  return value !== undefined && LIST_TYPES.has(value) ? value : undefined;
}
