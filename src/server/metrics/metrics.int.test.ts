import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PoolConnection } from 'mysql2/promise';
import { createEmptyDatabase } from '../../../tests/testDatabase.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/smtpSink.ts';
import { sendSiteMailTo } from '../../../tests/useSmtpSink.ts';
import { closeDatabase, createPool, openDatabase, type Connected } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { outboxEvents } from '../db/schema/index.ts';
import type { DatabaseSettings } from '../config/installConfig.ts';
import { closeMailTransport, sendMail } from '../mail/sendMail.ts';
import { claimStored } from '../outbox/claimEvents.ts';
import { deliverEvent } from '../outbox/deliverEvent.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { sampleOutboxBacklogOnCollect } from '../outbox/outboxBacklog.ts';
import { metricsRegistry } from './metricsRegistry.ts';

// The figures that come from the database, the outbox and the mail server, read through the same
// registry a scrape prints, against a real MariaDB and a real SMTP sink.

let settings: DatabaseSettings;
let drop: () => Promise<void>;
let connected: Connected;
let sink: SmtpSink;

beforeAll(async () => {
  ({ settings, drop } = await createEmptyDatabase());
  const migrator = createPool(settings);
  await runMigrations(migrator);
  await migrator.end();
  connected = openDatabase('metrics-test', settings, []);
  sink = await startSmtpSink();
});

afterAll(async () => {
  closeMailTransport();
  await sink?.close();
  await closeDatabase(connected);
  await drop?.();
});

/** One series' value from the registry's Prometheus text, as a scrape would read it. */
async function scraped(series: string): Promise<number> {
  const text = await metricsRegistry.metrics();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const pool = (state: string) => `plaza_db_pool_connections{pool="primary",state="${state}"}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('database metrics', () => {
  it('time every query of the forum’s pools', async () => {
    const before = await scraped('plaza_db_query_duration_seconds_count{pool="primary"}');
    await connected.db.execute(sql`SELECT 1`);
    await connected.db.select().from(outboxEvents).limit(1);
    expect(await scraped('plaza_db_query_duration_seconds_count{pool="primary"}')).toBeGreaterThanOrEqual(
      before + 2,
    );
    expect(await scraped('plaza_db_query_duration_seconds_sum{pool="primary"}')).toBeGreaterThan(0);
  });

  it('show connections used, idle and waiting for one', async () => {
    const held: PoolConnection[] = [];
    const eleventh = { pending: undefined as Promise<PoolConnection> | undefined };
    try {
      for (let index = 0; index < 10; index++) held.push(await connected.pool.getConnection());
      expect(await scraped(pool('used'))).toBe(10);
      eleventh.pending = connected.pool.getConnection();
      await new Promise((done) => setTimeout(done, 50));
      expect(await scraped(pool('waiting'))).toBe(1);
      held.pop()!.release();
      held.push(await eleventh.pending);
      eleventh.pending = undefined;
      expect(await scraped(pool('waiting'))).toBe(0);
      expect(await scraped(pool('used'))).toBe(10);
    } finally {
      for (const connection of held) connection.release();
      // A failed step leaves the eleventh request waiting: the releases above serve it.
      (await eleventh.pending)?.release();
    }
    expect(await scraped(pool('used'))).toBe(0);
    expect(await scraped(pool('idle'))).toBeGreaterThanOrEqual(10);
  });
});

describe('outbox metrics', () => {
  it('read the backlog of due events and the age of the oldest when sampled', async () => {
    sampleOutboxBacklogOnCollect(() => connected.db);
    await connected.db.delete(outboxEvents);
    expect(await scraped('plaza_outbox_due_events')).toBe(0);
    expect(await scraped('plaza_outbox_oldest_due_age_seconds')).toBe(0);
    const event = { type: 'follow.added', followerId: 1, followeeId: 2 } as const;
    // Recorded with the recorder's 10 s grace: due 50 s and 170 s ago.
    await recordEvent(connected.db, event, minutesAgo(1));
    await recordEvent(connected.db, event, minutesAgo(3));
    // Neither a fresh event nor one given up is due.
    await recordEvent(connected.db, event);
    const givenUp = await recordEvent(connected.db, event, minutesAgo(5));
    await connected.db
      .update(outboxEvents)
      .set({ gaveUpAt: new Date() })
      .where(sql`id = ${givenUp.id}`);
    expect(await scraped('plaza_outbox_due_events')).toBe(2);
    const age = await scraped('plaza_outbox_oldest_due_age_seconds');
    expect(age).toBeGreaterThan(165);
    expect(age).toBeLessThan(200);
  });

  it('count a failed delivery as a retry', async () => {
    const series = 'plaza_outbox_failures_total{outcome="retry"}';
    const before = await scraped(series);
    const [row] = await connected.db
      .insert(outboxEvents)
      .values({ type: 'follow.added', payload: 'not an event', availableAt: new Date() })
      .$returningId();
    const [claimed] = await claimStored(connected.db, [row!.id]);
    expect((await deliverEvent(connected.db, claimed!)).status).toBe('failed');
    expect(await scraped(series)).toBe(before + 1);
  });
});

describe('mail metrics', () => {
  it('count mails the SMTP server took and mails it could not be handed', async () => {
    const sent = await scraped('plaza_mails_total{result="sent"}');
    const failed = await scraped('plaza_mails_total{result="failed"}');
    await sendSiteMailTo(sink.port, connected.db);
    await sendMail({ to: 'a@example.com', subject: 'Hello', text: 'Hi' }, connected.db);
    expect(await scraped('plaza_mails_total{result="sent"}')).toBe(sent + 1);
    closeMailTransport();
    await sendSiteMailTo(1, connected.db);
    await expect(
      sendMail({ to: 'a@example.com', subject: 'Hello', text: 'Hi' }, connected.db),
    ).rejects.toThrow();
    expect(await scraped('plaza_mails_total{result="failed"}')).toBe(failed + 1);
  });
});
