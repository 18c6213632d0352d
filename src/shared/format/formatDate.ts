export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Formats a date in local time; tokens yyyy, MM, M, dd, d, HH, H, mm, ss (SPEC §9). */
export function formatDate(input: Date | string | number, pattern: string = DEFAULT_DATE_FORMAT): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    yyyy: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    dd: pad(date.getDate()),
    d: String(date.getDate()),
    HH: pad(date.getHours()),
    H: String(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/yyyy|MM|M|dd|d|HH|H|mm|ss/g, (token) => tokens[token] ?? token);
}
