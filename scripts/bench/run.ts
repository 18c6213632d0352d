// `npm run bench` runs every bench; `npm run bench -- search` only the named ones.
// Exits 1 when a bench misses its budget. Relative imports only (Node type stripping).
import type { BenchResult } from './latency.ts';
import { searchBench } from './searchBench.ts';

const BENCHES: Record<string, () => Promise<BenchResult>> = {
  search: searchBench,
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const results: BenchResult[] = [];
for (const name of requested.length > 0 ? requested : Object.keys(BENCHES)) {
  results.push(await BENCHES[name]!());
}
process.exit(results.every((result) => result.passed) ? 0 : 1);
