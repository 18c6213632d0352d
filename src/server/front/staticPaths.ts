import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every URL path the build's client folder could answer: its files, and its folders with and without "/". */
export function staticPathsOf(clientDir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const urlPath = `/${relative(clientDir, full).split(sep).join('/')}`;
      paths.add(urlPath);
      if (entry.isDirectory()) {
        paths.add(`${urlPath}/`);
        walk(full);
      }
    }
  };
  try {
    walk(clientDir);
  } catch {
    // no client folder: nothing is static
  }
  return paths;
}

/**
 * Whether the standalone server's static handler might answer this request: a path of the build's
 * client folder, or one it would normalise or decode first (left to it rather than guessed here).
 */
export function mayBeStatic(url: string | undefined, staticPaths: ReadonlySet<string>): boolean {
  if (!url) return true;
  const end = url.search(/[?#]/);
  const path = end >= 0 ? url.slice(0, end) : url;
  if (path === '/') return staticPaths.has('/index.html');
  if (/%|\/\/|\/\.|\\/.test(path)) return true;
  return staticPaths.has(path);
}
