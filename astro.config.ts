import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { buildManifest, createBuildId } from './scripts/build-manifest.ts';

const buildId = createBuildId();

export default defineConfig({
  output: 'server',
  outDir: process.env.PLAZA_OUT_DIR ?? './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), buildManifest(buildId)],
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '0.0.0.0' },
  // Astro's form-only origin check is replaced by the middleware's check that covers JSON too.
  security: { checkOrigin: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    define: { __PLAZA_BUILD_ID__: JSON.stringify(buildId) },
    plugins: [
      paraglideVitePlugin({
        project: './project.inlang',
        outdir: './src/paraglide',
        strategy: ['baseLocale'],
        emitGitIgnore: false,
      }),
    ],
  },
});
