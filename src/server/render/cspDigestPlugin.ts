import { fileURLToPath } from 'node:url';
import { astroModuleEditPlugin, replaceOnce } from './astroModuleEdit.ts';

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
  return astroModuleEditPlugin({
    name: 'plaza-csp-digest',
    scope: ASTRO_CORE,
    edits: [
      { module: ENCRYPTION_MODULE, edit: (code) => editEncryptionModule(code, memoPath), required: true },
    ],
    missingMessage:
      "cspDigestPlugin: the build bundles Astro's core but not its encryption.js; see decision 047",
  });
}
