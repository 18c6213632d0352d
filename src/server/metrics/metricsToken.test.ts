import { describe, expect, it } from 'vitest';
import { carriesMetricsToken } from './metricsToken.ts';

const TOKEN = 'scrape-token-0123456789';

describe('the metrics token check', () => {
  it('lets a request with the bearer token through, whatever the scheme’s case', () => {
    expect(carriesMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesMetricsToken(`BEARER  ${TOKEN} `, TOKEN)).toBe(true);
  });

  it('refuses a missing, empty, wrong, longer, shorter or otherwise presented token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN.toUpperCase()}`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Token ${TOKEN}`,
      `Bearer ${TOKEN} ${TOKEN}`,
    ]) {
      expect(carriesMetricsToken(header, TOKEN), String(header)).toBe(false);
    }
  });
});
