import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { sharedPluralRules } from './src/i18n/sharedPluralRules.ts';

// A plain vitest config: Astro's getViteConfig (and the paraglide vite plugin's watcher) hang at exit.
export default defineConfig({
  // The build's rewrite of Paraglide's plural() (src/i18n/sharedPluralRules.ts), so tests run what ships.
  plugins: [sharedPluralRules()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __PLAZA_BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,

    setupFiles: ['./tests/setup.ts'],
  },
});
