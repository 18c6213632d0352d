import type { SearchEngine } from './searchEngine.ts';
import { MysqlSearchEngine } from './mysqlSearchEngine.ts';

let engine: SearchEngine | undefined;

/** The engine the services use; the MySQL FULLTEXT one unless another was set (decision 017). */
export function searchEngine(): SearchEngine {
  engine ??= new MysqlSearchEngine();
  return engine;
}

/** Swaps in another engine (a dedicated search server, or a test double). */
export function setSearchEngine(next: SearchEngine): void {
  engine = next;
}
