/** The unread badge: nothing at 0, the count up to 9, then "9+". */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
