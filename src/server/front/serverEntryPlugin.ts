import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('./serverEntry.ts', import.meta.url));

/**
 * Makes src/server/front/serverEntry.ts the server build's entry module (dist/server/entry.mjs) in
 * place of the adapter's: Astro takes an adapter's entry from the server environment's
 * `rolldownOptions.input`, which a Vite config may set (Astro's adapter API, "auto" entrypoint
 * resolution). Ordered after Astro's plugins, so this input is the one the build keeps.
 */
export function serverEntryPlugin() {
  return {
    name: 'plaza-server-entry',
    enforce: 'post' as const,
    config() {
      return { environments: { ssr: { build: { rolldownOptions: { input: { index: SERVER_ENTRY } } } } } };
    },
  };
}
