import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, IntegrationResolvedRoute } from 'astro';
import { ROUTE_PATTERNS_FILE, type RoutePattern } from './routeLabels.ts';

/** The leading segments that are one fixed word each. */
function fixedPrefix(route: IntegrationResolvedRoute): string[] {
  const prefix: string[] = [];
  for (const [part, ...more] of route.segments) {
    if (!part || part.dynamic || more.length > 0) break;
    prefix.push(part.content);
  }
  return prefix;
}

/**
 * Writes the app's own routes, in Astro's priority order, into the server build, so that request
 * metrics are labelled with the pattern Astro itself matches (Astro's public `astro:routes:resolved`).
 */
export function routePatterns(): AstroIntegration {
  let routes: RoutePattern[] = [];
  let serverDir: URL | undefined;
  return {
    name: 'plaza-route-patterns',
    hooks: {
      'astro:routes:resolved': ({ routes: resolved }) => {
        routes = resolved
          .filter((route) => route.origin === 'project')
          .map((route) => ({
            pattern: route.pattern,
            regex: route.patternRegex.source,
            flags: route.patternRegex.flags,
            prefix: fixedPrefix(route),
          }));
      },
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': async () => {
        if (!serverDir) return;
        await writeFile(fileURLToPath(new URL(ROUTE_PATTERNS_FILE, serverDir)), JSON.stringify(routes));
      },
    },
  };
}
