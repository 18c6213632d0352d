import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// A plain vitest config: Astro's getViteConfig (and the paraglide vite plugin's watcher) hang at exit.
export default defineConfig({
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
