const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** True for the errors a browser gives when a script or style chunk of an older build is gone. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return CHUNK_ERROR.test(`${reason.name}: ${reason.message}`);
  return typeof reason === 'string' && CHUNK_ERROR.test(reason);
}
