import { fileURLToPath } from 'node:url';
import { replaceOnce } from './astroModuleEdit.ts';

// Astro's generateCspDigest is edited at build time to answer each text once (memoCspDigest,
// decision 047). The edit names the exact text it replaces and the build fails when Astro's code
// no longer has it.

const ENCRYPTION_MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const ASTRO_CORE = /[\\/]astro[\\/]dist[\\/]core[\\/]/;
const DIGEST_FUNCTION = 'async function generateCspDigest(data, algorithm) {';

/** Astro's encryption module with generateCspDigest memoised by memoCspDigest (from `memoPath`). */
export function editEncryptionModule(code: string, memoPath: string): string {
  const edited = replaceOnce(
    code,
    DIGEST_FUNCTION,
    'const generateCspDigest = __plazaMemoCspDigest(computeCspDigest);\n' +
      'async function computeCspDigest(data, algorithm) {',
    "cspDigestPlugin: Astro's core/encryption.js",
    '047',
  );
  return `import { memoCspDigest as __plazaMemoCspDigest } from ${JSON.stringify(memoPath)};\n${edited}`;
}

/**
 * The Vite plugin memoising Astro's CSP hashes in the server build. A build that bundles Astro's
 * core without passing its encryption module here (Astro moved the function) fails.
 */
export function cspDigestPlugin() {
  const memoPath = fileURLToPath(new URL('./cspDigestMemo.ts', import.meta.url));
  let bundlesAstroCore = false;
  let editedEncryption = false;
  return {
    name: 'plaza-csp-digest',
    buildStart(): void {
      bundlesAstroCore = false;
      editedEncryption = false;
    },
    transform(code: string, id: string, options?: { ssr?: boolean }): string | undefined {
      if (!options?.ssr) return undefined;
      const file = id.split('?')[0]!;
      if (!ASTRO_CORE.test(file)) return undefined;
      bundlesAstroCore = true;
      if (!ENCRYPTION_MODULE.test(file)) return undefined;
      editedEncryption = true;
      return editEncryptionModule(code, memoPath);
    },
    buildEnd(error?: Error): void {
      if (!error && bundlesAstroCore && !editedEncryption) {
        throw new Error(
          "cspDigestPlugin: the build bundles Astro's core but not its encryption.js; see decision 047",
        );
      }
    },
  };
}
