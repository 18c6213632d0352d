/** Separators people type inside phone numbers; they are dropped before validation. */
const SEPARATORS = /[\s\-().]/g;
const PHONE_PATTERN = /^\+?\d{6,15}$/;

/** The number as stored and rate-limited: digits with an optional leading `+`, or null when invalid. */
export function normalizePhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(SEPARATORS, '');
  return PHONE_PATTERN.test(compact) ? compact : null;
}

/** Every digit but the last four hidden, for logs and the nickname of a new member. */
export function maskPhone(phone: string): string {
  const tail = phone.slice(-4);
  return `${'*'.repeat(Math.max(0, phone.length - 4))}${tail}`;
}
