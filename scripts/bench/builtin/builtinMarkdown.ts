import type { LoadFigures } from '../load/runAutocannon.ts';

export type ServedDatabase = 'external' | 'builtin';

export interface DatabaseRow {
  targetId: string;
  audience: 'anonymous' | 'member';
  database: ServedDatabase;
  figures: LoadFigures;
}

/** Issue 42: app and built-in MariaDB under 1 GB; member views at least 90% of the external server's. */
const BUILTIN_MEMORY_BUDGET_MB = 1024;
const BUILTIN_VIEWS_SHARE = 0.9;

export interface BuiltinReport {
  markdown: string;
  passed: boolean;
}

export function builtinMarkdown(run: {
  preset: string;
  rows: readonly DatabaseRow[];
  peakMb: Record<ServedDatabase, number>;
  loadAverages: [number, number];
  cpus: number;
  durationS: number;
  connections: number;
  logFiles: readonly string[];
}): BuiltinReport {
  const lines = [
    `## The built-in database beside the external server, preset ${run.preset}`,
    '',
    `The current build serves the data set from the external MariaDB and, in a second process, from a copy in ` +
      `its own built-in database (decision 067: mariadbd under DATA_DIR/mysql on a socket, started by the ` +
      `launcher); autocannon, ${run.connections} connections, ${run.durationS} s per page after a warm-up, the two ` +
      `servers in turns page by page. A member row is a page view: the HTML and its viewer request. Targets ` +
      `(issue 42): the built-in server's process tree (launcher, app, mariadbd) under ` +
      `${BUILTIN_MEMORY_BUDGET_MB} MB resident at its peak, and its member views at least ` +
      `${BUILTIN_VIEWS_SHARE * 100}% of the external server's on every page. Machine: ${run.cpus} cores, ` +
      `1-minute load average ${run.loadAverages[0].toFixed(1)} at the start and ${run.loadAverages[1].toFixed(1)} at the end.`,
    '',
    '| page | audience | external /s | p99 ms | built-in /s | p99 ms | built-in / external | verdict |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  let passed = true;
  const keys = [...new Set(run.rows.map((row) => `${row.targetId}|${row.audience}`))];
  for (const key of keys) {
    const [targetId, audience] = key.split('|') as [string, DatabaseRow['audience']];
    const of = (database: ServedDatabase) =>
      run.rows.find(
        (row) => row.targetId === targetId && row.audience === audience && row.database === database,
      )?.figures;
    const external = of('external');
    const builtin = of('builtin');
    if (!external || !builtin) continue;
    const ratio = external.rps === 0 ? 0 : builtin.rps / external.rps;
    const failed = builtin.errors + builtin.non2xx > 0;
    const judged = audience === 'member';
    const rowPassed = !failed && (!judged || ratio >= BUILTIN_VIEWS_SHARE);
    if (!rowPassed) passed = false;
    const verdict = rowPassed
      ? judged
        ? 'PASS'
        : 'info'
      : failed
        ? 'FAIL (failed requests)'
        : `FAIL (< ${BUILTIN_VIEWS_SHARE * 100}%)`;
    lines.push(
      `| ${targetId} | ${audience} | ${external.rps.toFixed(0)} | ${external.p99.toFixed(1)} | ` +
        `${builtin.rps.toFixed(0)} | ${builtin.p99.toFixed(1)} | ${ratio.toFixed(2)} | ${verdict} |`,
    );
  }
  const memoryPassed = run.peakMb.builtin > 0 && run.peakMb.builtin < BUILTIN_MEMORY_BUDGET_MB;
  if (!memoryPassed) passed = false;
  lines.push(
    '',
    `Peak resident memory, summed over each server's process tree (sampled every 100 ms): built-in ` +
      `${run.peakMb.builtin.toFixed(1)} MB (launcher, app and mariadbd) → ${memoryPassed ? 'PASS' : 'FAIL'} ` +
      `(< ${BUILTIN_MEMORY_BUDGET_MB} MB); external ${run.peakMb.external.toFixed(1)} MB (the app alone; its ` +
      `MariaDB is the machine's shared server, not counted).`,
    '',
    `- server logs of this run: ${run.logFiles.map((file) => `\`${file}\``).join(', ')}`,
  );
  return { markdown: lines.join('\n'), passed };
}
