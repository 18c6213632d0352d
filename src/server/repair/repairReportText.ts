import type { CounterRepair, RepairReport } from './repairReport.ts';

// The command line's report (npm run repair), in English like the server's other console output.

const NAME_WIDTH = 24;

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** One counter: what was checked and fixed, then each reported fix as `#id  was → now`. */
export function counterRepairLines(repair: CounterRepair): string[] {
  const fixed = repair.fixed === 0 ? 'no drift' : counted(repair.fixed, 'drift fixed', 'drifts fixed');
  const lines = [
    `${repair.counter.padEnd(NAME_WIDTH)} ${counted(repair.checked, 'row', 'rows')} checked, ${fixed}`,
  ];
  for (const drift of repair.drifts) lines.push(`    #${drift.id}  ${drift.was} → ${drift.now}`);
  const unlisted = repair.fixed - repair.drifts.length;
  if (unlisted > 0) lines.push(`    … and ${counted(unlisted, 'more', 'more')}`);
  return lines;
}

export function repairSummaryLine(report: RepairReport): string {
  const fixed =
    report.fixed === 0
      ? 'no drift: every counter matched its rows'
      : counted(report.fixed, 'drift fixed', 'drifts fixed');
  const seconds = (report.ms / 1000).toFixed(1);
  return `${counted(report.counters.length, 'counter', 'counters')}, ${counted(report.checked, 'row', 'rows')} checked, ${fixed} (${seconds} s).`;
}
