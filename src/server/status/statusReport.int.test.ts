import { afterAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { outboxEvents } from '../db/schema/index.ts';
import { primaryHealth, replicasHealth } from './databaseStatus.ts';
import { readOutboxBacklog } from './outboxBacklog.ts';
import { directorySize } from './directorySize.ts';

const t = useTestDatabase();
const NOW = new Date('2026-12-07T12:00:00.000Z');
const temporaryDirs: string[] = [];

afterAll(async () => {
  for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true });
});

describe('status page readings', () => {
  it('reads the primary’s version and a round trip', async () => {
    const health = await primaryHealth(t.db);
    expect(health).toMatchObject({ up: true, version: expect.stringMatching(/^\d+\.\d+/) });
  });

  it('reads each replica on a connection of its own, naming host and port but never the password', async () => {
    const { username, password, host, port, database } = t.settings;
    const secret = 'not-the-password-8d1e';
    const reachable = `mysql://${encodeURIComponent(username)}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
    const refused = `mysql://plaza:${secret}@127.0.0.1:1/${database}`;
    const [up, down] = await replicasHealth([reachable, refused], database);
    // The test server replicates from nothing: it answers, but lags by no measure.
    expect(up).toMatchObject({
      address: `${host}:${port}`,
      health: { up: true },
      replicating: false,
      lagSeconds: null,
    });
    expect(down).toMatchObject({ address: '127.0.0.1:1', health: { up: false }, lagSeconds: null });
    expect(JSON.stringify([up, down])).not.toContain(secret);
  });

  it('counts the outbox’s due events and finds the oldest, leaving out later and given-up ones', async () => {
    expect(await readOutboxBacklog(NOW, t.db)).toEqual({ due: 0, oldestDueAt: null });
    const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    await t.db.insert(outboxEvents).values([
      { type: 'mail.requested', payload: '{}', availableAt: minutesAgo(30) },
      { type: 'mail.requested', payload: '{}', availableAt: minutesAgo(5) },
      { type: 'mail.requested', payload: '{}', availableAt: minutesAgo(-5) },
      { type: 'mail.requested', payload: '{}', availableAt: minutesAgo(90), gaveUpAt: minutesAgo(1) },
    ]);
    expect(await readOutboxBacklog(NOW, t.db)).toEqual({ due: 2, oldestDueAt: minutesAgo(30) });
  });

  it('adds up a folder’s files, and a missing folder as empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'plaza-status-size-'));
    temporaryDirs.push(dir);
    await mkdir(join(dir, '2026', '12'), { recursive: true });
    await writeFile(join(dir, 'a.bin'), Buffer.alloc(100));
    await writeFile(join(dir, '2026', '12', 'b.bin'), Buffer.alloc(2048));
    expect(await directorySize(dir)).toEqual({ bytes: 2148, files: 2 });
    expect(await directorySize(join(dir, 'missing'))).toEqual({ bytes: 0, files: 0 });
  });
});
