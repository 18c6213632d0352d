import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ROUTE_PATTERNS_FILE, type RoutePattern } from './routeLabels.ts';

const routePatternsSchema = z.array(
  z.object({ pattern: z.string(), regex: z.string(), flags: z.string(), prefix: z.array(z.string()) }),
);

/** The routes the build wrote (routePatternsIntegration.ts); none for a build without the file. */
export function readRoutePatterns(outDir: string): RoutePattern[] {
  try {
    return routePatternsSchema.parse(
      JSON.parse(readFileSync(join(outDir, 'server', ROUTE_PATTERNS_FILE), 'utf8')),
    );
  } catch {
    return [];
  }
}
