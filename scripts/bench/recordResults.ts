import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS_DIR = 'bench/results';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Writes one bench's figures as a section of `bench/results/<date>.md`, replacing that section if an
 * earlier run of the same day wrote it, so several benches (and presets) build one day's report.
 * Returns the file's path.
 */
export function recordResults(sectionId: string, markdown: string, date = today()): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${date}.md`);
  const start = `<!-- section:${sectionId} -->`;
  const end = `<!-- /section:${sectionId} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : `# Plaza benchmarks, ${date}\n`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, next);
  return path;
}

/**
 * Where one bench server's output is kept: beside the day's results, one file per run and server, so a
 * failed request the figures count can be traced to its cause.
 */
export function serverLogFile(bench: string, label: string, startedAt = new Date()): string {
  const stamp = startedAt.toISOString().slice(0, 16).replace(':', '');
  return join(RESULTS_DIR, 'logs', `${stamp}-${bench}-${label}.log`);
}
