import { describe, expect, it } from 'vitest';
import { replyPayloadOf, replyTargetOf, type ReplyTarget } from './replyTarget.ts';

describe('reply address payloads', () => {
  const targets: ReplyTarget[] = [
    { type: 'comment', userId: 12, kind: 'moment', entityId: 345, commentId: 6789 },
    { type: 'comment', userId: 1, kind: 'article', entityId: 2, commentId: 3 },
    { type: 'conversation', userId: 40, conversationId: 41 },
  ];

  it('names the member and the item in digits and lower-case letters, and reads them back', () => {
    expect(targets.map(replyPayloadOf)).toEqual(['12m345c6789', '1a2c3', '40v41']);
    for (const target of targets) expect(replyTargetOf(replyPayloadOf(target))).toEqual(target);
  });

  it('reads nothing it does not write', () => {
    for (const payload of [
      '',
      '12',
      'm3c4',
      '12m3',
      '12x3c4',
      '0m3c4',
      '12m0c4',
      '12v0',
      '12M3C4',
      '1v2v3',
      '9'.repeat(16) + 'v1',
    ]) {
      expect(replyTargetOf(payload), payload).toBeUndefined();
    }
  });
});
