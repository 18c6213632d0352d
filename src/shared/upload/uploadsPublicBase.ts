let serverBase = '';

/** Set once by the server at start-up from STORAGE_URL's publicUrl (decision 029). */
export function setUploadsPublicBase(base: string): void {
  serverBase = base;
}

/**
 * The public bucket URL pages load uploads from, '' when the forum serves them itself. Browsers read
 * it from the page the server rendered, so islands show the same addresses they were rendered with.
 */
export function uploadsPublicBase(): string {
  if (typeof document !== 'undefined') return document.documentElement.dataset.uploadsBase ?? '';
  return serverBase;
}
