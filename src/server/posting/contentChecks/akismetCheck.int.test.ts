import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import dns from 'node:dns';
import type { AddressInfo } from 'node:net';
import { useTestDatabase } from '../../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../../tests/factories/commentTestRows.ts';
import { TEST_SITE_CONFIG } from '../../../../tests/testActor.ts';
import { clearPrivateSettingsCache, savePrivateSettings } from '../../settings/privateSettings.ts';
import { newActor } from '../../actor/actor.ts';
import { akismetCheck } from './akismetCheck.ts';
import { AKISMET_TIMEOUT_MS, akismetVerdict, type AkismetEndpoint } from './akismetClient.ts';
import type { CheckedAttempt } from './contentCheck.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

/** How the local server answers, as Akismet's published API does. */
type Mode = 'spam' | 'ham' | 'invalid' | 'error' | 'hang';
let mode: Mode = 'ham';
const received: Array<{ path: string; host: string; form: URLSearchParams }> = [];
const hanging: ServerResponse[] = [];

function answer(request: IncomingMessage, response: ServerResponse, body: string) {
  const form = new URLSearchParams(body);
  received.push({ path: request.url ?? '', host: request.headers.host ?? '', form });
  if (request.url === '/1.1/verify-key') {
    response.end(mode === 'invalid' ? 'invalid' : 'valid');
    return;
  }
  if (mode === 'hang') {
    hanging.push(response);
    return;
  }
  if (mode === 'error') {
    response.writeHead(500).end('Internal Server Error');
    return;
  }
  if (mode === 'invalid') {
    response.setHeader('X-akismet-debug-help', 'We were unable to parse your blog URI');
    response.end('invalid');
    return;
  }
  if (mode === 'spam') response.setHeader('X-akismet-pro-tip', 'discard');
  response.end(mode === 'spam' ? 'true' : 'false');
}

const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => answer(request, response, body));
});
let endpoint: AkismetEndpoint;
const originalLookup = dns.lookup;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = { protocol: 'http', host: `akismet.test:${(server.address() as AddressInfo).port}` };
  // The package asks `<key>.<host>`, as the real service is addressed: those names lead here.
  dns.lookup = ((hostname: string, options: dns.LookupOptions, callback: never) =>
    originalLookup(hostname.endsWith('akismet.test') ? '127.0.0.1' : hostname, options, callback)) as never;
});
afterAll(async () => {
  dns.lookup = originalLookup;
  for (const response of hanging) response.end('false');
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  clearPrivateSettingsCache();
});

const submission = {
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 test',
  type: 'reply' as const,
  author: 'Spammy',
  email: 'spammy@example.test',
  content: 'Cheap watches here',
};

describe('the Akismet adapter against a local server answering as Akismet does', () => {
  it('says spam or ham, sending the key, the site, the client and the content', async () => {
    mode = 'spam';
    const settings = { key: 'abc123', blog: 'https://forum.example.test' };
    expect(await akismetVerdict(settings, submission, { endpoint })).toEqual({ verdict: 'spam' });
    mode = 'ham';
    expect(await akismetVerdict(settings, submission, { endpoint })).toEqual({ verdict: 'ham' });
    const [sent] = received;
    expect(sent?.path).toBe('/1.1/comment-check');
    expect(sent?.host).toMatch(/^abc123\.akismet\.test:/);
    expect(Object.fromEntries(sent!.form)).toMatchObject({
      blog: 'https://forum.example.test',
      user_ip: '203.0.113.9',
      user_agent: 'Mozilla/5.0 test',
      comment_type: 'reply',
      comment_author: 'Spammy',
      comment_author_email: 'spammy@example.test',
      comment_content: 'Cheap watches here',
    });
  });

  it('cannot answer on an invalid key, a server error or no answer in time', async () => {
    const settings = { key: 'wrong', blog: 'https://forum.example.test' };
    mode = 'invalid';
    expect(await akismetVerdict(settings, submission, { endpoint })).toMatchObject({
      verdict: 'unavailable',
    });
    mode = 'error';
    expect(await akismetVerdict(settings, submission, { endpoint })).toMatchObject({
      verdict: 'unavailable',
    });
    mode = 'hang';
    expect(AKISMET_TIMEOUT_MS).toBe(3000);
    expect(await akismetVerdict(settings, submission, { endpoint, timeoutMs: 200 })).toEqual({
      verdict: 'unavailable',
      problem: 'no answer in time',
    });
  });
});

describe('the Akismet check in the posting gate', () => {
  let member: CurrentUser;
  beforeAll(async () => {
    member = await rows.currentUser({ nickname: 'Writer', email: 'writer@example.test' });
  });
  const attempt = (onCheckFailure: 'hold' | 'allow'): CheckedAttempt => ({
    actor: newActor(
      member,
      { ...TEST_SITE_CONFIG, postReview: { ...TEST_SITE_CONFIG.postReview, onCheckFailure } },
      '198.51.100.7',
      { userAgent: 'Test browser', origin: 'http://localhost:4321' },
    ),
    member,
    kind: 'comment',
    isNew: true,
    text: 'Hello there',
  });

  it('is off without a key', async () => {
    mode = 'spam';
    await savePrivateSettings({ akismet: { key: '', blogUrl: '' } }, t.db);
    expect(await akismetCheck(endpoint).check(attempt('hold'), t.db)).toEqual({ pass: true });
    expect(received).toEqual([]);
  });

  it('holds spam, lets ham through, and holds or allows what it cannot check as the owner chose', async () => {
    await savePrivateSettings({ akismet: { key: 'abc123', blogUrl: '' } }, t.db);
    const check = akismetCheck(endpoint);
    mode = 'spam';
    expect(await check.check(attempt('allow'), t.db)).toEqual({
      pass: false,
      hold: { kind: 'akismet', detail: 'spam' },
    });
    // The site's own address stands in for an empty blog URL; the member and the client go along.
    expect(Object.fromEntries(received[0]!.form)).toMatchObject({
      blog: 'http://localhost:4321',
      user_ip: '198.51.100.7',
      user_agent: 'Test browser',
      comment_author: 'Writer',
      comment_content: 'Hello there',
    });
    mode = 'ham';
    expect(await check.check(attempt('hold'), t.db)).toEqual({ pass: true });
    for (const failing of ['invalid', 'error'] as const) {
      mode = failing;
      expect(await check.check(attempt('hold'), t.db)).toEqual({
        pass: false,
        hold: { kind: 'akismet', detail: 'unavailable' },
      });
      expect(await check.check(attempt('allow'), t.db)).toEqual({ pass: true });
    }
  });

  it('never holds posting up past the time-out', async () => {
    await savePrivateSettings({ akismet: { key: 'abc123', blogUrl: '' } }, t.db);
    mode = 'hang';
    const started = Date.now();
    expect(await akismetCheck(endpoint).check(attempt('allow'), t.db)).toEqual({ pass: true });
    expect(Date.now() - started).toBeLessThan(AKISMET_TIMEOUT_MS + 2000);
  }, 10_000);
});
