/** A positive integer id from a route parameter; undefined for anything else (the page answers 404). */
export function parseRouteId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
