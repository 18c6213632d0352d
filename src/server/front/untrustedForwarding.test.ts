import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { dropUntrustedForwarding } from './untrustedForwarding.ts';

const request = () =>
  ({
    headers: {
      host: 'forum.example',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
    },
  }) as unknown as IncomingMessage;

describe('dropUntrustedForwarding', () => {
  it('drops every forwarding header when no proxy is trusted, and keeps the Host', () => {
    const untrusted = request();
    dropUntrustedForwarding(untrusted, false);
    expect(untrusted.headers).toEqual({ host: 'forum.example' });
  });

  it('keeps them behind a trusted proxy', () => {
    const trusted = request();
    dropUntrustedForwarding(trusted, true);
    expect(trusted.headers['x-forwarded-host']).toBe('evil.example');
    expect(trusted.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});
