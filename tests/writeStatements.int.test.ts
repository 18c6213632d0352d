import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from './useTestDatabase.ts';
import { callRoute, type RouteHandler } from './callRoute.ts';
import { commentTestRows } from './factories/commentTestRows.ts';
import { closeDb, getDb } from '@/server/db/client.ts';
import { markInstalled, resetInstallStateForTests } from '@/server/install/installState.ts';
import { settleOutbox } from '@/server/outbox/outboxDelivery.ts';
import { POST as toggleLikeRoute } from '@/pages/api/like/toggle.ts';
import { POST as createCommentRoute } from '@/pages/api/comment/create.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// The statements a like and a comment send, their deliveries included (issue 40's write-mix budget):
// every statement costs a round trip and the database's CPU under load. The budgets are today's
// counts once the caches are warm; a change that adds statements to these paths must say why here.
const LIKE_BUDGET = 14;
const COMMENT_BUDGET = 33;

const t = useTestDatabase();
const rows = commentTestRows(t);
let author: CurrentUser;
let member: CurrentUser;
let counting: string[] | undefined;

interface SendingConnection {
  query: (...args: unknown[]) => unknown;
  execute: (...args: unknown[]) => unknown;
}

interface SendingPool {
  pool: { on(event: 'connection', listener: (connection: SendingConnection) => void): void };
}

/** Notes every statement the forum's pool sends, those of transactions too (each has a connection). */
function noteStatements(): void {
  // drizzle keeps the pool it was made with as `$client` (its types here do not declare it).
  const pool = (getDb() as unknown as { $client: SendingPool }).$client;
  pool.pool.on('connection', (connection) => {
    for (const method of ['query', 'execute'] as const) {
      const send = connection[method].bind(connection);
      connection[method] = (...args: unknown[]) => {
        const [statement] = args as [string | { sql?: string }];
        counting?.push(typeof statement === 'string' ? statement : (statement.sql ?? ''));
        return send(...args);
      };
    }
  });
}

/** The statements a member's request sends until its deliveries, background ones included, are done. */
async function statementsOf(handler: RouteHandler, path: string, body: unknown): Promise<string[]> {
  counting = [];
  const answer = await callRoute(handler, member, path, body);
  await settleOutbox();
  const sent = counting;
  counting = undefined;
  expect(answer.status).toBe(200);
  return sent.map((statement) => statement.replace(/\s+/g, ' ').slice(0, 120));
}

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  noteStatements();
  const longAgo = new Date(Date.now() - 90 * 24 * 60 * 60_000);
  author = await rows.currentUser({ nickname: 'author', email: 'author@example.test', createdAt: longAgo });
  member = await rows.currentUser({ nickname: 'member', email: 'member@example.test', createdAt: longAgo });
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

describe('the statements of a write', () => {
  it('a like and a comment on a moment stay within their budgets once the caches are warm', async () => {
    const counts: Record<'like' | 'comment', number[]> = { like: [], comment: [] };
    let last: Record<'like' | 'comment', string[]> = { like: [], comment: [] };
    for (let round = 0; round < 3; round++) {
      const momentId = await rows.moment(author.id);
      const target = { entityType: 'moment', entityId: momentId };
      last = {
        like: await statementsOf(toggleLikeRoute, '/api/like/toggle', target),
        comment: await statementsOf(createCommentRoute, '/api/comment/create', {
          ...target,
          content: `<p>A comment for round ${round}</p>`,
        }),
      };
      counts.like.push(last.like.length);
      counts.comment.push(last.comment.length);
    }
    // The first round fills the caches (the site config, the event handlers): the last one counts.
    expect(counts.like.at(-1), last.like.join('\n')).toBeLessThanOrEqual(LIKE_BUDGET);
    expect(counts.comment.at(-1), last.comment.join('\n')).toBeLessThanOrEqual(COMMENT_BUDGET);
    // The counter sees what was sent: a like writes in its own transaction and in its delivery.
    expect(last.like.filter((statement) => statement === 'begin')).toHaveLength(2);
  });
});
