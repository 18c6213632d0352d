import fc from 'fast-check';
import { expect, test, type Accounts } from './support/fixtures.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { startInstalledPlaza } from './support/installedPlaza.ts';
import type { SpawnedPlaza } from './support/spawnPlaza.ts';
import { call, callerOf, expectData, type Caller } from './support/plazaClient.ts';
import { createComment, createMoment } from './support/content.ts';
import { fuzzRequest, hostileText, type FuzzRequest } from './support/fuzzRequests.ts';
import { hostileContentWrites, type ContentTargets } from './support/hostileContentWrites.ts';
import { HOSTILE_TEXTS } from '../tests/hostileTextCorpus.ts';
import { apiRouteInventory, type ApiRoute } from '../tests/api/apiRouteInventory.ts';

// Issue 9: random and malformed bodies, query strings, path parameters and headers sent to every
// API endpoint, signed out and as a member, never make the server fail (5xx) and always get the
// envelope back.

const DATABASE = e2eDatabaseName('fuzz');
const RUNS = Number(process.env.PLAZA_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.PLAZA_FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Ends the caller's own session: fuzzed only signed out, so the member stays signed in. */
const ENDS_SESSION = new Set(['/api/login/signout']);

let plaza: SpawnedPlaza;
let accounts: Accounts;
let member: Caller;

interface Outcome {
  status: number;
  type: string;
  text: string;
}

async function send(request: FuzzRequest, caller: Caller | null): Promise<Outcome> {
  const headers: Record<string, string> = { origin: plaza.url, ...request.headers };
  if (caller?.token) headers['cookie'] = `token=${caller.token}`;
  const response = await fetch(`${plaza.url}${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: request.method,
    headers,
    body: request.body ?? null,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const type = response.headers.get('content-type') ?? '';
  // The unread-count stream stays open; its first bytes are enough.
  if (type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, type, text: '' };
  }
  return { status: response.status, type, text: await response.text() };
}

/** Routes whose successful answer is a document or a file, not the envelope (`response` in their description). */
const ANSWERS_A_DOCUMENT = new Set(['/api/openapi.json', '/api/user/account/export/download']);

function expectEnvelope(request: FuzzRequest, outcome: Outcome): void {
  const what = `${request.method} ${request.path}?${request.query} [${request.label}] ${JSON.stringify(
    request.headers,
  ).slice(0, 200)} → ${outcome.status} ${outcome.text.slice(0, 300)}`;
  expect(outcome.status, what).toBeLessThan(500);
  if (outcome.type.startsWith('text/event-stream') || (outcome.status >= 300 && outcome.status < 400)) return;
  if (request.method === 'HEAD') return;
  if (ANSWERS_A_DOCUMENT.has(request.path) && outcome.status < 300) return;
  expect(outcome.type, what).toContain('application/json');
  const body = JSON.parse(outcome.text) as Record<string, unknown>;
  expect(typeof body['success'], what).toBe('boolean');
  expect(typeof body['errorCode'], what).toBe('number');
  expect(typeof body['message'], what).toBe('string');
  if (body['success'] === false) expect(body['errorCode'], what).not.toBe(0);
}

async function fuzz(route: ApiRoute, caller: Caller | null): Promise<void> {
  const methods = route.methods.flatMap((method) => (method === 'ALL' ? ['GET', 'POST'] : [method]));
  await fc.assert(
    fc.asyncProperty(fuzzRequest(route, methods as FuzzRequest['method'][]), async (request) => {
      expectEnvelope(request, await send(request, caller));
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ accountsAt }) => {
  // Starting a forum and installing it takes a while on a busy machine.
  test.setTimeout(180_000);
  plaza = await startInstalledPlaza({ offset: 86, name: 'fuzz', database: DATABASE });
  accounts = accountsAt(plaza.url);
  const fuzzer = await accounts.member('Fuzz');
  member = callerOf(fuzzer);
  // Something for the ids to hit: one moment with a comment.
  const momentId = await createMoment(fuzzer.api, { title: 'Fuzz target', content: '<p>x</p>' });
  await createComment(fuzzer.api, { entityType: 'moment', entityId: momentId, content: 'hi' });
  test.info().annotations.push({ type: 'fast-check seed', description: String(SEED) });
});

test.afterAll(async () => {
  await plaza?.stop();
});

for (const route of apiRouteInventory()) {
  test(`${route.pattern} answers random input with an envelope, never a 5xx`, async () => {
    await fuzz(route, null);
    if (!ENDS_SESSION.has(route.pattern)) await fuzz(route, member);
  });
}

test('bare JSON values (null, numbers, strings, arrays) as the body of every endpoint are a 4xx', async () => {
  // Found by the fuzzer: a `null` body crashed the sign-up schema's refinement (a 500).
  for (const route of apiRouteInventory().filter((entry) => !ENDS_SESSION.has(entry.pattern))) {
    const path = route.pattern.replace(/[:*]\w+/g, '1');
    for (const method of route.methods.filter((name) => name !== 'GET')) {
      for (const text of ['null', '0', '"text"', '[]', 'true']) {
        for (const caller of [null, member]) {
          const request: FuzzRequest = {
            method: method === 'ALL' ? 'POST' : method,
            path,
            query: '',
            headers: { 'content-type': 'application/json' },
            body: text,
            label: `bare ${text}`,
          };
          expectEnvelope(request, await send(request, caller));
        }
      }
    }
  }
});

/** A content write as the member, in the given language: the token as a bearer, the locale as its cookie. */
async function write(path: string, body: unknown, locale: 'en-US' | 'zh-CN'): Promise<Outcome> {
  const request: FuzzRequest = {
    method: 'POST',
    path,
    query: '',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${member.token}`,
      cookie: `locale=${locale}`,
    },
    body: JSON.stringify(body),
    label: `hostile ${locale}`,
  };
  const outcome = await send(request, null);
  expectEnvelope(request, outcome);
  return outcome;
}

const CHINESE = /[\u4e00-\u9fff]/;

/** 200, or a 4xx whose message is in the reader's language; never a 5xx. */
async function expectStoredOrRefused(path: string, body: unknown, what: string): Promise<number> {
  const english = await write(path, body, 'en-US');
  const message = (text: string) => (JSON.parse(text) as { message: string }).message;
  if (english.status === 200) return 200;
  expect(english.status, what).toBeGreaterThanOrEqual(400);
  expect(message(english.text), what).not.toMatch(CHINESE);
  const chinese = await write(path, body, 'zh-CN');
  expect(chinese.status, what).toBe(english.status);
  expect(message(chinese.text), what).toMatch(CHINESE);
  return english.status;
}

async function contentTargets(): Promise<ContentTargets> {
  // Tweets are off by default: the owner turns them on.
  const owner = callerOf(await accounts.ownerSession());
  await expectData(
    call(plaza.url, owner, '/api/admin/settings/site', {
      modules: { moment: true, article: true, tweet: true },
    }),
    'turn tweets on',
  );
  const created = (body: unknown, path = '/api/moment/create') =>
    expectData<{ id: number }>(call(plaza.url, member, path, body), `create ${path}`);
  const post = await created({ type: 0, title: 'Hostile target', content: '<p>x</p>' });
  const tweet = await created({ type: 1, content: 'x' });
  const article = await created({ title: 'Hostile target', content: '<p>x</p>' }, '/api/article/create');
  const comment = await created(
    { entityType: 'moment', entityId: post.id, content: 'x' },
    '/api/comment/create',
  );
  return { postId: post.id, tweetId: tweet.id, articleId: article.id, commentId: comment.id };
}

test("hostile text in every moment, article and comment write is stored (200) or refused in the reader's language, never a 5xx", async () => {
  test.setTimeout(300_000);
  const targets = await contentTargets();
  // The reported case: one letter and 500 combining marks in the body of an edited post.
  const zalgo = `a${'\u0301'.repeat(500)}`;
  const body = { id: targets.postId, type: 0, title: 'Edited', content: `<p>${zalgo}</p>` };
  expect(await expectStoredOrRefused('/api/moment/update', body, 'post update, 500 marks')).toBe(200);
  const article = { id: targets.articleId, title: 'Edited', content: `<p>${zalgo}</p>` };
  expect(await expectStoredOrRefused('/api/article/update', article, 'article update, 500 marks')).toBe(200);
  for (const { label, text } of HOSTILE_TEXTS) {
    for (const request of hostileContentWrites(text, targets)) {
      await expectStoredOrRefused(request.path, request.body, `${request.label}: ${label}`);
    }
  }
});

test('random mixes of combining marks, joiners, emoji, surrogate halves and overrides in moment and article edits are never a 5xx', async () => {
  const targets: ContentTargets = await contentTargets();
  await fc.assert(
    fc.asyncProperty(hostileText, async (text) => {
      for (const request of hostileContentWrites(text, targets).filter((entry) =>
        entry.path.endsWith('update'),
      )) {
        await expectStoredOrRefused(request.path, request.body, request.label);
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
});

test('the member is still signed in after the fuzzing (the session was not collateral damage)', async () => {
  const answer = await call(plaza.url, member, '/api/user/current');
  expect((answer.body?.data as { id?: number } | null)?.id).toBe(member.id);
});

test('the server logged no unexpected error while being fuzzed', () => {
  expect(plaza.output()).not.toContain('api error');
});
