// Only relative imports (none): scripts/serve.ts checks this setting with Node's type stripping.

const PAGE_CACHE_MAX_SECONDS = 60;
/** Long enough that a burst of readers costs one render per page, short enough to go unnoticed (decision 024). */
export const PAGE_CACHE_DEFAULT_SECONDS = 5;

/**
 * PAGE_CACHE_SECONDS: how long one process keeps a rendered shared page (0 = off; unset: the
 * default). Throws with a readable message for anything but a whole number from 0 to 60.
 */
export function pageCacheSeconds(source: Record<string, string | undefined> = process.env): number {
  const raw = source.PAGE_CACHE_SECONDS?.trim();
  if (!raw) return PAGE_CACHE_DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds > PAGE_CACHE_MAX_SECONDS) {
    throw new Error(`PAGE_CACHE_SECONDS must be a whole number from 0 to ${PAGE_CACHE_MAX_SECONDS}`);
  }
  return seconds;
}
