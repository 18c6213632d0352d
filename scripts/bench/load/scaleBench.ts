// `npm run bench -- scale`: the load bench on small, medium and large (large skipped with BENCH_SKIP_LARGE=1),
// then how list, detail and search costs grow from the smallest to the biggest. BENCH_SCALE_REUSE=1 takes a
// preset's figures from its last `load` run (.tmp/bench/load-<preset>.json) instead of measuring again.
import { existsSync, readFileSync } from 'node:fs';
import type { Preset } from '../benchOptions.ts';
import { recordResults } from '../recordResults.ts';
import { runLoad, type LoadRun } from './loadBench.ts';
import { compareScale, scaleMarkdown } from './scaleComparison.ts';

async function loadOf(preset: Preset): Promise<LoadRun> {
  const saved = `.tmp/bench/load-${preset}.json`;
  if (process.env.BENCH_SCALE_REUSE === '1' && existsSync(saved)) {
    console.log(`scale: reusing ${saved}`);
    return JSON.parse(readFileSync(saved, 'utf8')) as LoadRun;
  }
  return runLoad(preset);
}

export async function scaleBench(): Promise<{ passed: boolean }> {
  const skipLarge = process.env.BENCH_SKIP_LARGE === '1';
  const presets: Preset[] = skipLarge ? ['small', 'medium'] : ['small', 'medium', 'large'];
  const runs: LoadRun[] = [];
  for (const preset of presets) runs.push(await loadOf(preset));
  const small = runs[0]!;
  const big = runs[runs.length - 1]!;
  const rows = compareScale(small.measurements, big.measurements);
  const scalePassed = rows.length > 0 && rows.every((row) => row.passed);
  const markdown = [
    `## Scale: ${big.preset} against ${small.preset}`,
    '',
    skipLarge
      ? 'The large preset was skipped (BENCH_SKIP_LARGE=1): this compares medium with small, not large with small.'
      : 'Large against small.',
    '',
    scaleMarkdown(rows, small.preset, big.preset),
    '',
    `Per-preset verdicts: ${runs.map((run) => `${run.preset} ${run.passed ? 'PASS' : 'FAIL'} (peak RSS ${run.peakRssMb.toFixed(0)} MB)`).join(', ')}.`,
  ].join('\n');
  console.log(markdown);
  console.log(`scale: recorded in ${recordResults('load-scale', markdown)}`);
  return { passed: scalePassed && runs.every((run) => run.passed) };
}
