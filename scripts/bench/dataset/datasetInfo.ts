import type { DatabaseSettings } from '../../../src/server/config/installConfig.ts';
import type { Preset } from '../benchOptions.ts';
import type { TableStats } from './bulkWriter.ts';
import type { ConsistencyReport } from './consistencyCheck.ts';

/** A generated bench database and the items the load benches aim at. */
/** Rows the load bench aims at, picked while generating. */
export interface DatasetSample {
  /** A published moment with at least 200 comments. */
  momentWithCommentsId: number;
  articleId: number;
  /** A member with many topics, fans and followees. */
  profileUserId: number;
  nodeId: number;
  tagName: string;
  /** Members that can sign in with the shared bench password, for signed-in and write loads. */
  members: Array<{ username: string; password: string }>;
  searchQueries: { chinese: string; english: string };
}

export interface DatasetInfo {
  preset: Preset;
  /** Bumped when the generator changes what it writes; a stored dataset of another version is rebuilt. */
  generatorVersion: number;
  database: DatabaseSettings;
  counts: Record<string, number>;
  /** How long generation took (0 when an existing dataset was reused). */
  generationMs: number;
  sample: DatasetSample;
  /** The owner account (role owner), signing in with the shared bench password. */
  ownerUsername?: string;
  /** Wall-clock time of each generation phase (empty when reused). */
  phases?: Array<{ phase: string; ms: number }>;
  /** Rows and statement time per table (empty when reused). */
  tables?: Record<string, TableStats>;
  /** The SQL check run after generation. */
  consistency?: ConsistencyReport;
}
