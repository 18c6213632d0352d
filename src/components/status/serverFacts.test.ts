import { describe, expect, it } from 'vitest';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import type { StatusReport } from '@/server/status/statusReport.ts';
import { diskFacts, outboxFacts, serverFacts } from './serverFacts.ts';

const NOW = new Date('2026-12-07T12:00:00Z');

function report(overrides: Partial<StatusReport> = {}): StatusReport {
  return {
    version: { version: '0.1.0', commit: 'abc123def456' },
    uptimeSeconds: 3 * 86_400 + 4 * 3600 + 59,
    database: { up: true, version: '10.11.6-MariaDB', roundTripMs: 2 },
    replicas: [],
    redis: { configured: false },
    outbox: { due: 0, oldestDueAt: null },
    traffic: null,
    uploads: { bytes: 1536, files: 1 },
    backups: { bytes: 10 * 1024 * 1024, files: 3 },
    disk: { freeBytes: 5 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
    lastBackup: null,
    runs: [],
    schedule: null,
    ...overrides,
  };
}

const values = (facts: Array<{ key: string; value: string; warn?: boolean }>) =>
  Object.fromEntries(facts.map((fact) => [fact.key, fact.warn ? `! ${fact.value}` : fact.value]));

describe('status page facts', () => {
  it('write the servers in the reader’s language', () => {
    runWithLocale('en-US', () => {
      expect(values(serverFacts(report()))).toEqual({
        version: '0.1.0 (commit abc123def456)',
        uptime: '3 d 4 h',
        database: '10.11.6-MariaDB, answered in 2 ms',
        redis: 'Not used (REDIS_URL is not set)',
      });
    });
    runWithLocale('zh-CN', () => {
      expect(values(serverFacts(report({ uptimeSeconds: 125 })))['uptime']).toBe('2 分钟');
    });
  });

  it('flag what needs the operator: a database down, a replica behind or stopped, Redis away', () => {
    runWithLocale('en-US', () => {
      const facts = serverFacts(
        report({
          database: { up: false, reason: 'connect ECONNREFUSED' },
          redis: { configured: true, up: false },
          replicas: [
            {
              address: 'replica-1:3306',
              health: { up: true, version: '10.11', roundTripMs: 1 },
              lagSeconds: 42,
              replicating: true,
            },
            {
              address: 'replica-2:3306',
              health: { up: true, version: '10.11', roundTripMs: 1 },
              lagSeconds: null,
              replicating: false,
            },
          ],
        }),
      );
      expect(facts.filter((fact) => fact.warn).map((fact) => fact.value)).toEqual([
        'Not answering: connect ECONNREFUSED',
        '10.11, 42 s behind',
        '10.11, not replicating',
        'Not answering',
      ]);
      expect(facts.map((fact) => fact.label)).toContain('Replica replica-1:3306');
    });
  });

  it('say how old the oldest due delivery is, a warning after an hour', () => {
    runWithLocale('en-US', () => {
      const stuck = outboxFacts(
        report({ outbox: { due: 12, oldestDueAt: new Date(NOW.getTime() - 2 * 3600_000) } }),
        NOW,
        'UTC',
      );
      expect(values(stuck)).toEqual({
        outbox: '12',
        'outbox-oldest': '! since 2026-12-07 10:00:00 (2 h 0 min)',
      });
      expect(values(outboxFacts(report(), NOW, 'UTC'))['outbox-oldest']).toBe('None');
      expect(values(outboxFacts(report({ outbox: null }), NOW, 'UTC'))['outbox']).toMatch(/^! Unknown/);
    });
  });

  it('count files in the right number and warn when the disk is nearly full', () => {
    runWithLocale('en-US', () => {
      expect(values(diskFacts(report()))).toEqual({
        uploads: '1.5 KB in 1 file',
        backups: '10 MB in 3 files',
        'disk-free': '! 5 GB of 100 GB',
      });
      expect(values(diskFacts(report({ uploads: null, disk: null })))).toEqual({
        uploads: 'In the storage bucket (STORAGE_URL)',
        backups: '10 MB in 3 files',
      });
    });
    runWithLocale('zh-CN', () => {
      expect(values(diskFacts(report()))['uploads']).toBe('1.5 KB，共 1 个文件');
    });
  });
});
