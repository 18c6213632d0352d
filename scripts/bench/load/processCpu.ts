import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { processTree } from './processMemory.ts';

/** Linux's clock ticks per second for /proc times (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds from a `/proc/<pid>/stat` line. */
export function cpuSecondsOfStat(stat: string): number {
  // The command name is in parentheses and may contain spaces: utime and stime are the 12th and 13th fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds the process and its descendants have used; a process gone meanwhile counts nothing. */
export function treeCpuSeconds(root: number): number {
  return processTree(root).reduce((total, pid) => {
    try {
      return total + cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return total;
    }
  }, 0);
}

/** The database server's process on this machine (MariaDB or MySQL), if one runs here. */
export function databaseServerPid(): number | undefined {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      const pid = Number(execFileSync('pgrep', ['-o', '-x', name], { encoding: 'utf8' }).trim());
      if (pid > 0) return pid;
    } catch {
      // not running under this name
    }
  }
  return undefined;
}

/**
 * The CPU the other processes of the machine took while one server was measured: the other build's
 * server, the database and the bench itself (autocannon runs in it). On a 2-core machine a row is
 * slower when these take more, with the measured server doing no less per request.
 */
export interface CpuBeside {
  otherServerSeconds: number;
  databaseSeconds: number;
  benchSeconds: number;
}

/** Starts counting; the returned function gives what each took since. */
export function countCpuBeside(
  otherServerPids: readonly number[],
  databasePid: number | undefined,
): () => CpuBeside {
  const others = () => otherServerPids.reduce((total, pid) => total + treeCpuSeconds(pid), 0);
  const database = () => (databasePid === undefined ? 0 : treeCpuSeconds(databasePid));
  const bench = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };
  const start = { others: others(), database: database(), bench: bench() };
  return () => ({
    otherServerSeconds: others() - start.others,
    databaseSeconds: database() - start.database,
    benchSeconds: bench() - start.bench,
  });
}

/** The rounds' figures added up. */
export function sumCpuBeside(rounds: readonly CpuBeside[]): CpuBeside | undefined {
  if (rounds.length === 0) return undefined;
  return rounds.reduce((total, round) => ({
    otherServerSeconds: total.otherServerSeconds + round.otherServerSeconds,
    databaseSeconds: total.databaseSeconds + round.databaseSeconds,
    benchSeconds: total.benchSeconds + round.benchSeconds,
  }));
}
