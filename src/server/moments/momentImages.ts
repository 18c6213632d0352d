/** moments.images holds a JSON array of upload URLs; anything else reads as no images. */
export function parseMomentImages(stored: string): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
