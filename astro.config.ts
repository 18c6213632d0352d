import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { buildManifest, createBuildId } from './scripts/build-manifest.ts';
import { islandChunks } from './scripts/clientChunks.ts';
import { ASTRO_CSP } from './src/server/http/securityPolicy.ts';
import { serverEntryPlugin } from './src/server/front/serverEntryPlugin.ts';
import { routePatterns } from './src/server/metrics/routePatternsIntegration.ts';
import { hydrationDirectives } from './src/client/hydration/hydrationDirectives.ts';

const buildId = createBuildId();

export default defineConfig({
  output: 'server',
  outDir: process.env.PLAZA_OUT_DIR ?? './dist',
  // 'middleware' still builds startServer() (the standalone server the launcher starts) and also
  // exports the app's handler alone, which the front door sends rendered paths to (no disk look-up).
  // Pages are rendered to one string, not streamed: the page cache and gzip wait for the whole page
  // anyway, and the stream's chunking cost ~20% of an uncached render (issue 15).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // React components render on the server with one renderToString each (with their id prefix), not
  // a stream each: a comment page renders dozens of them (decision 049).
  integrations: [
    react({ experimentalDisableStreaming: true }),
    hydrationDirectives(),
    buildManifest(buildId),
    // The routes' patterns label the request metrics (decision 068).
    routePatterns(),
  ],
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '0.0.0.0' },
  // Astro's form-only origin check is replaced by the middleware's check that covers JSON too.
  // CSP with hashes (stable per build, so anonymous HTML can be cached): decision 021.
  // Any Host may name the request's URL, as it did before Astro 7.4: a forum answers to whatever name
  // its operator gives it. The front door drops X-Forwarded-* unless TRUST_PROXY (decision 049).
  security: { checkOrigin: false, csp: ASTRO_CSP, allowedDomains: [{}] },
  prefetch: false,
  // Styles go inline: each page's CSS is small, and separate files cost render-blocking round trips on slow links (issue 8).
  build: { inlineStylesheets: 'always' },
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
      // Fewer, larger files of island code for members' pages (decision 044).
      islandChunks(),
      // The server build's entry is Plaza's: the adapter's exports and the front door (decision 050).
      serverEntryPlugin(),
    ],
  },
});
