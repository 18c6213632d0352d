/** The shape of builds/latest.json and builds/meta/{buildId}.json (scripts/build-manifest.ts). */
export interface BuildMeta {
  buildId: string;
  builtAt?: string;
}

/** True when the manifest names a different build than the one this page runs. */
export function isNewerBuild(manifest: unknown, currentBuildId: string): manifest is BuildMeta {
  if (!manifest || typeof manifest !== 'object') return false;
  const { buildId } = manifest as { buildId?: unknown };
  return typeof buildId === 'string' && buildId !== '' && buildId !== currentBuildId;
}
