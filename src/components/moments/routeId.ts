/** A positive integer id from a route segment, or undefined (the page answers 404). */
export function routeId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
