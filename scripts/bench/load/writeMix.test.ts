import { describe, expect, it } from 'vitest';
import { seededRandom } from '../benchText.ts';
import { writeMixRequests } from './writeMix.ts';

describe('writeMixRequests', () => {
  it('alternates comments and likes spread over members and moments', () => {
    const cookies = ['token=a', 'token=b', 'token=c'];
    const moments = [11, 12, 13, 14];
    const [comment, like] = writeMixRequests('http://127.0.0.1:1', cookies, moments, seededRandom(1));
    expect([comment!.path, like!.path]).toEqual(['/api/comment/create', '/api/like/toggle']);
    const seenCookies = new Set<string>();
    const seenMoments = new Set<number>();
    for (let index = 0; index < 60; index += 1) {
      for (const request of [comment!, like!]) {
        const sent = (
          request.setupRequest as (r: object, c: object) => { headers: Record<string, string>; body: string }
        )({}, {});
        expect(sent.headers.origin).toBe('http://127.0.0.1:1');
        seenCookies.add(sent.headers.cookie!);
        seenMoments.add((JSON.parse(sent.body) as { entityId: number }).entityId);
      }
    }
    expect(seenCookies).toEqual(new Set(cookies));
    expect(seenMoments).toEqual(new Set(moments));
  });

  it('refuses to run without members or moments', () => {
    expect(() => writeMixRequests('http://x', [], [1])).toThrow();
  });
});
