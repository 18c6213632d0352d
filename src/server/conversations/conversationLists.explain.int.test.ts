import { describe, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { insertRows } from '../../../tests/factories/bulkRows.ts';
import { expectIndexedRead } from '../../../tests/queryPlans.ts';
import { conversationMembers, conversationMessages, conversations } from '../db/schema/index.ts';
import { encodeCursor } from '../pagination/cursor.ts';
import { listConversationPage } from './conversationList.queries.ts';
import { readThreadPage } from './conversationThread.queries.ts';
import { conversationUnread } from './conversationUnread.ts';
import { listHeldMessages, HELD_PAGE } from './heldMessageReview.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '@/shared/conversations/conversationLimits.ts';

/*
 * The conversations list, a thread, the header's unread totals and the held-message queue read
 * their indexes in order, with no filesort and no more rows than a page (+1), among many members'
 * conversations: EXPLAIN for the plan, MariaDB's ANALYZE for the rows actually read.
 */

const CONVERSATIONS = 1500;
const VIEWER = 1;
const BUSY = 7;
const BUSY_MESSAGES = 3000;

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async (test) => {
    const base = Date.UTC(2026, 0, 1);
    await insertRows(
      Array.from({ length: CONVERSATIONS }, (_, i) => ({ id: i + 1, creatorId: 2 + (i % 50) })),
      (slice) => test.db.insert(conversations).values(slice),
    );
    const members = [];
    for (let id = 1; id <= CONVERSATIONS; id++) {
      const activityAt = new Date(base + id * 60_000);
      // The viewer is in every third conversation, and left some; 50 others share the rest.
      if (id % 3 === 0 || id === BUSY) {
        members.push({
          conversationId: id,
          userId: VIEWER,
          activityAt,
          active: id % 30 !== 0,
          unreadCount: id % 4,
        });
      }
      members.push({ conversationId: id, userId: 2 + (id % 50), activityAt, unreadCount: id % 2 });
      members.push({ conversationId: id, userId: 2 + ((id + 7) % 50), activityAt, unreadCount: 0 });
    }
    await insertRows(members, (slice) => test.db.insert(conversationMembers).values(slice));
    const messages = [];
    for (let i = 0; i < BUSY_MESSAGES; i++) {
      messages.push({ conversationId: BUSY, senderId: VIEWER, content: 'm', images: '[]' });
      const other = 1 + (i % CONVERSATIONS);
      messages.push({
        conversationId: other,
        senderId: 2,
        content: 'o',
        images: '[]',
        status: i % 40 === 0 ? ContentStatus.pending : ContentStatus.published,
      });
    }
    await insertRows(messages, (slice) => test.db.insert(conversationMessages).values(slice));
    await test.pool.query('ANALYZE TABLE conversations, conversation_members, conversation_messages');
  },
});
const { analyze, analyzeFirst, statements } = suite;

describe('query plans of private conversations', () => {
  it('reads the first and a deep page of the list along conversation_members_list_idx', async () => {
    const first = await analyzeFirst(() => listConversationPage(VIEWER, undefined, suite.db));
    expectIndexedRead(
      first,
      'conversation_members',
      'conversation_members_list_idx',
      CONVERSATION_PAGE_SIZE + 1,
    );
    const cursor = encodeCursor({ k: Date.UTC(2026, 0, 1) + 600 * 60_000, id: 600 });
    const deep = await analyzeFirst(() => listConversationPage(VIEWER, cursor, suite.db));
    expectIndexedRead(
      deep,
      'conversation_members',
      'conversation_members_list_idx',
      CONVERSATION_PAGE_SIZE + 1,
    );
  });

  it('reads the newest page and an older page of a long thread along conversation_messages_thread_idx', async () => {
    const threadRead = async (run: () => Promise<unknown>) => {
      const sent = await statements(run);
      return analyze(sent.find((statement) => /from `conversation_messages`/.test(statement.sql))!);
    };
    expectIndexedRead(
      await threadRead(() => readThreadPage(BUSY, VIEWER, {}, suite.db)),
      'conversation_messages',
      'conversation_messages_thread_idx',
      MESSAGE_PAGE_SIZE + 1,
    );
    expectIndexedRead(
      await threadRead(() => readThreadPage(BUSY, VIEWER, { before: 3000 }, suite.db)),
      'conversation_messages',
      'conversation_messages_thread_idx',
      MESSAGE_PAGE_SIZE + 1,
    );
  });

  it('counts the header’s unread totals on conversation_members_unread_idx, reading only unread rows', async () => {
    const rows = await analyzeFirst(() => conversationUnread(VIEWER, suite.db));
    // The viewer's rows with unread messages: 3 of every 4 of about 500.
    expectIndexedRead(rows, 'conversation_members', 'conversation_members_unread_idx', 400);
  });

  it('reads the held-message queue along conversation_messages_status_idx', async () => {
    expectIndexedRead(
      await analyzeFirst(() => listHeldMessages(undefined, suite.db)),
      'conversation_messages',
      'conversation_messages_status_idx',
      HELD_PAGE + 1,
    );
  });
});
