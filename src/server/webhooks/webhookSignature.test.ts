import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './webhookSignature.ts';

const SECRET = 'whsec_test';
const BODY = '{"id":"evt_1","type":"ping","occurredAt":"2026-01-01T00:00:00.000Z","data":{}}';
const NOW = new Date('2026-12-07T01:00:00Z');

describe('webhook signatures', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const header = signWebhookBody(SECRET, BODY, NOW);
    const t = Math.floor(NOW.getTime() / 1000);
    const hex = createHmac('sha256', SECRET).update(`${t}.${BODY}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${hex}`);
  });

  it('verifies the body it signed with the same secret', () => {
    expect(verifyWebhookSignature(signWebhookBody(SECRET, BODY, NOW), BODY, SECRET, NOW)).toBe(true);
  });

  it('refuses another body, another secret, a malformed header and an old signature', () => {
    const header = signWebhookBody(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(header, `${BODY} `, SECRET, NOW)).toBe(false);
    expect(verifyWebhookSignature(header, BODY, 'whsec_other', NOW)).toBe(false);
    expect(verifyWebhookSignature('v1=abc', BODY, SECRET, NOW)).toBe(false);
    expect(verifyWebhookSignature(header.replace(/v1=.*/, 'v1=zz'), BODY, SECRET, NOW)).toBe(false);
    const later = new Date(NOW.getTime() + 6 * 60_000);
    expect(verifyWebhookSignature(header, BODY, SECRET, later)).toBe(false);
  });
});
