// `npm run bench -- dataset --preset small|medium|large`: generates the preset's data set afresh,
// prints what it holds and how long each part took, and records it. Passes when the consistency
// check finds every counter, balance and search document in line with the rows.
import type { BenchOptions } from '../benchOptions.ts';
import { recordResults } from '../recordResults.ts';
import type { DatasetInfo } from './datasetInfo.ts';
import { ensureDataset } from './ensureDataset.ts';

const seconds = (ms: number) => (ms / 1000).toFixed(1);

function datasetMarkdown(info: DatasetInfo): string {
  const lines = [
    `## Data set: ${info.preset}`,
    '',
    `Database \`${info.database.database}\`, generator version ${info.generatorVersion}, ` +
      `generated in **${seconds(info.generationMs)} s**; consistency check ` +
      `${info.consistency?.ok ? 'ok' : 'FAILED'}.`,
    '',
    '| table | rows | statements | statement time (s, summed over connections) |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const [table, rows] of Object.entries(info.counts)) {
    const stats = info.tables?.[table];
    lines.push(`| ${table} | ${rows} | ${stats?.statements ?? ''} | ${stats ? seconds(stats.busyMs) : ''} |`);
  }
  for (const [label, stats] of Object.entries(info.tables ?? {})) {
    if (!(label in info.counts))
      lines.push(`| ${label} | | ${stats.statements} | ${seconds(stats.busyMs)} |`);
  }
  lines.push('', '| phase | wall time (s) |', '| --- | ---: |');
  for (const { phase, ms } of info.phases ?? []) lines.push(`| ${phase} | ${seconds(ms)} |`);
  lines.push(`| **total** | **${seconds(info.generationMs)}** |`);
  const failed = Object.entries(info.consistency?.mismatches ?? {}).filter(([, count]) => count !== 0);
  if (failed.length > 0) {
    lines.push('', 'Mismatches:', ...failed.map(([check, count]) => `- ${check}: ${count} rows`));
  }
  return lines.join('\n');
}

export async function datasetBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const info = await ensureDataset(options.preset, { rebuild: true });
  const markdown = datasetMarkdown(info);
  console.log(markdown);
  console.log(`dataset: sample ${JSON.stringify({ ...info.sample, members: info.sample.members.length })}`);
  const path = recordResults(`dataset-${options.preset}`, markdown);
  console.log(`dataset: recorded in ${path}`);
  return { passed: info.consistency?.ok === true };
}
