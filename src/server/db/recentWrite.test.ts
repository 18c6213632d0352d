import { describe, expect, it } from 'vitest';
import { readScopeFor, recentWriteCookie, RECENT_WRITE_SECONDS } from './recentWrite.ts';

const now = 1_800_000_000_000;

describe('read scope of a request', () => {
  it('reads replicas for a plain GET', () => {
    expect(readScopeFor('GET', undefined, now)).toEqual({ primary: false, wrote: false });
  });

  it('reads the primary for mutations', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(readScopeFor(method, undefined, now).primary).toBe(true);
  });

  it('reads the primary while the recent-write cookie is fresh, and not after', () => {
    expect(readScopeFor('GET', String(now + 2000), now).primary).toBe(true);
    expect(readScopeFor('GET', String(now - 1), now).primary).toBe(false);
    // A forged far-future value does not pin a browser to the primary.
    expect(readScopeFor('GET', String(now + 3_600_000), now).primary).toBe(false);
    expect(readScopeFor('GET', 'garbage', now).primary).toBe(false);
  });
});

describe('recent-write cookie', () => {
  it('is set only after a mutation that wrote', () => {
    expect(recentWriteCookie('POST', { primary: true, wrote: false }, now, false)).toBeUndefined();
    expect(recentWriteCookie('GET', { primary: true, wrote: true }, now, false)).toBeUndefined();
    const cookie = recentWriteCookie('POST', { primary: true, wrote: true }, now, true);
    expect(cookie).toBe(
      `plaza_rw=${now + RECENT_WRITE_SECONDS * 1000}; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });
});
