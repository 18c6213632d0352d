import type { SearchEngine } from './searchEngine.ts';
import { MysqlSearchEngine } from './mysqlSearchEngine.ts';

let engine: SearchEngine | undefined;

/** The engine the services use: the MySQL FULLTEXT one (decision 017). */
export function searchEngine(): SearchEngine {
  engine ??= new MysqlSearchEngine();
  return engine;
}
