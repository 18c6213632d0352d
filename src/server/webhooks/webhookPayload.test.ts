import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/domainEvent.ts';
import { occurredAtOf, webhookBody, webhookEventKey, webhookTypeOf } from './webhookPayload.ts';
import { contentRemoved } from './contentRemoved.ts';

describe('webhook payloads', () => {
  it('name the webhook event of each domain event that other software hears of', () => {
    const at = Date.UTC(2026, 11, 7);
    const cases: Array<[DomainEvent, string | undefined]> = [
      [{ type: 'moment.created', momentId: 1, userId: 2 }, 'moment.created'],
      [{ type: 'article.created', articleId: 1, userId: 2 }, 'article.created'],
      [{ type: 'content.edited', kind: 'comment', id: 3, actorId: 2, at }, 'comment.edited'],
      [{ type: 'content.deleted', kind: 'article', id: 3, actorId: 2, at }, 'article.deleted'],
      [
        { type: 'content.moderated', kind: 'moment', id: 3, actorId: 2, action: 'approve', at },
        'moment.moderated',
      ],
      [{ type: 'member.signed_up', userId: 4, at }, 'member.signed_up'],
      [{ type: 'member.banned', userId: 4, actorId: 1, until: null, at }, 'member.banned'],
      [{ type: 'report.filed', reportId: 5, at }, 'report.filed'],
      [{ type: 'follow.added', followerId: 1, followeeId: 2 }, undefined],
      [{ type: 'webhook.deliver', deliveryId: 1 }, undefined],
    ];
    for (const [event, type] of cases) expect(webhookTypeOf(event)).toBe(type);
  });

  it('calls an item taken down by its author a deletion and by anyone else a moderation', () => {
    expect(contentRemoved('comment', 7, 2, 2, 1)).toEqual({
      type: 'content.deleted',
      kind: 'comment',
      id: 7,
      actorId: 2,
      at: 1,
    });
    expect(contentRemoved('comment', 7, 2, 9, 1)).toMatchObject({
      type: 'content.moderated',
      action: 'delete',
    });
  });

  it('keys an event by what was recorded: the same event the same key, two edits two keys', () => {
    const edit = (at: number): DomainEvent => ({
      type: 'content.edited',
      kind: 'moment',
      id: 1,
      actorId: 2,
      at,
    });
    expect(webhookEventKey(edit(1))).toBe(webhookEventKey(edit(1)));
    expect(webhookEventKey(edit(1))).not.toBe(webhookEventKey(edit(2)));
    expect(webhookEventKey(edit(1))).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is {id, type, occurredAt, data} in that order', () => {
    const body = webhookBody({
      data: { moment: { id: 1 } },
      occurredAt: '2026-12-07T00:00:00.000Z',
      type: 'moment.created',
      id: 'evt_1',
    });
    expect(body).toBe(
      '{"id":"evt_1","type":"moment.created","occurredAt":"2026-12-07T00:00:00.000Z","data":{"moment":{"id":1}}}',
    );
  });

  it('dates an event by its own time, or when handled for created events', () => {
    const now = new Date('2026-12-07T01:00:00Z');
    expect(occurredAtOf({ type: 'report.filed', reportId: 1, at: 5 }, now)).toEqual(new Date(5));
    expect(occurredAtOf({ type: 'moment.created', momentId: 1, userId: 1 }, now)).toBe(now);
  });
});
