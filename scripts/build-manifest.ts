import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function createBuildId(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** Writes builds/latest.json and builds/meta/{buildId}.json next to the client assets. */
export function buildManifest(buildId: string): AstroIntegration {
  return {
    name: 'plaza-build-manifest',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(new URL('builds/', dir));
        await mkdir(`${root}meta`, { recursive: true });
        const meta = { buildId, builtAt: new Date().toISOString() };
        await writeFile(`${root}meta/${buildId}.json`, JSON.stringify(meta));
        await writeFile(`${root}latest.json`, JSON.stringify(meta));
      },
    },
  };
}
