// `npm run bench` runs every bench; `npm run bench -- search` only the named ones;
// `--preset small|medium|large` picks the generated data set. Exits 1 when a bench misses its budget.
// Relative imports only (Node type stripping).
import { parseBenchArgs, type BenchOptions } from './benchOptions.ts';
import { searchBench } from './searchBench.ts';
import { datasetBench } from './dataset/datasetBench.ts';
import { loadBench } from './load/loadBench.ts';
import { scaleBench } from './load/scaleBench.ts';
import { weightBench } from './weight/weightBench.ts';
import { renderBench } from './render/renderBench.ts';
import { streamsBench } from './live/streamsBench.ts';
import { digestBench } from './live/digestBench.ts';
import { builtinDatabaseBench } from './builtin/builtinDatabaseBench.ts';

/** Every bench prints and records its own figures; the runner only needs the verdict. */
interface BenchVerdict {
  passed: boolean;
}

const BENCHES: Record<string, (options: BenchOptions) => Promise<BenchVerdict>> = {
  search: searchBench,
  dataset: datasetBench,
  load: loadBench,
  scale: scaleBench,
  weight: weightBench,
  render: renderBench,
  streams: streamsBench,
  digest: digestBench,
  builtin: builtinDatabaseBench,
};

let parsed: ReturnType<typeof parseBenchArgs>;
try {
  parsed = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { names: requested, options } = parsed;
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const results: BenchVerdict[] = [];
for (const name of requested.length > 0 ? requested : Object.keys(BENCHES)) {
  results.push(await BENCHES[name]!(options));
}
process.exit(results.every((result) => result.passed) ? 0 : 1);
