// Tells a real dependency drift from other platforms' optional binaries coming and going in the registry.
// Usage: node scripts/lockfileDrift.ts <committed lockfile> <lockfile after npm install> <node_modules/.package-lock.json>
import { readFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  integrity?: string;
  resolved?: string;
  optional?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

function packageName(path: string): string {
  return path === '' ? '(the project itself)' : path.replace(/^node_modules\//, '');
}

function describe(entry: LockEntry | undefined): string {
  return entry ? `${entry.version ?? '?'} (${entry.integrity ?? 'no integrity'})` : 'absent';
}

function sameResolution(a: LockEntry, b: LockEntry): boolean {
  return a.version === b.version && a.integrity === b.integrity && a.resolved === b.resolved;
}

function sameRoot(a: LockEntry | undefined, b: LockEntry | undefined): boolean {
  const fields = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;
  return fields.every((field) => JSON.stringify(a?.[field] ?? {}) === JSON.stringify(b?.[field] ?? {}));
}

/**
 * The drifts between the committed lockfile and the one npm wrote, each naming its package.
 * An entry matters when this machine installs it (the hidden lockfile lists it) or when it is not optional;
 * optional entries that neither lockfile installs here belong to other platforms and may appear or vanish.
 */
export function findLockfileDrift(committed: Lockfile, written: Lockfile, installed: Lockfile): string[] {
  const drifts: string[] = [];
  if (!sameRoot(committed.packages[''], written.packages[''])) {
    drifts.push('(the project itself): its dependencies in package.json differ from the lockfile');
  }
  const paths = new Set([...Object.keys(committed.packages), ...Object.keys(written.packages)]);
  paths.delete('');
  for (const path of [...paths].sort()) {
    const before = committed.packages[path];
    const after = written.packages[path];
    const matters =
      path in installed.packages ||
      (before && !before.optional && !before.devOptional) ||
      (after && !after.optional && !after.devOptional);
    if (!matters) continue;
    if (!before || !after || !sameResolution(before, after)) {
      drifts.push(`${packageName(path)}: locked ${describe(before)}, installed ${describe(after)}`);
    }
  }
  return drifts;
}

function readLockfile(path: string): Lockfile {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Lockfile>;
  return { packages: parsed.packages ?? {} };
}

if (import.meta.main) {
  const [committedPath, writtenPath, installedPath] = process.argv.slice(2);
  if (!committedPath || !writtenPath || !installedPath) {
    console.error('usage: lockfileDrift.ts <committed> <written> <installed>');
    process.exit(2);
  }
  const drifts = findLockfileDrift(
    readLockfile(committedPath),
    readLockfile(writtenPath),
    readLockfile(installedPath),
  );
  for (const drift of drifts) console.error(`  ${drift}`);
  process.exit(drifts.length > 0 ? 1 : 0);
}
