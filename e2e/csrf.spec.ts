import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test, type Member } from './support/fixtures.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { call, callerOf, expectData, type Caller } from './support/plazaClient.ts';
import { systemPort } from './support/spawnPlaza.ts';
import { storedRow } from './support/storedFacts.ts';
import { signInBrowser as signInMember } from './support/members.ts';

// Cross-site request forgery: a state change carrying the member's cookie is refused when another
// origin starts it, and the GET sign-out only works from our own pages (decision 003, 021).

const MAIN = E2E_SERVERS.main.url;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EVIL_PORT = systemPort(90);
// 127.0.0.1 on another port is the same site as the forum (cookies flow); localhost is another site.
const SAME_SITE_EVIL = `http://127.0.0.1:${EVIL_PORT}`;
const CROSS_SITE_EVIL = `http://localhost:${EVIL_PORT}`;
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

const EVIL_PAGES: Record<string, string> = {
  '/img': `<img alt="" src="${MAIN}/api/login/signout">`,
  '/link': `<a id="go" href="${MAIN}/api/login/signout">a prize</a>`,
  '/form':
    `<form method="post" action="${MAIN}/api/moment/create">` +
    `<input name="title" value="Forged ${RUN}"><input name="content" value="<p>forged</p>">` +
    '<button>claim</button></form>',
};

let evil: Server;
let victimMember: Member;
let victim: Caller;
let momentId = 0;

async function scalar(query: string, params: unknown[]): Promise<number> {
  return Number(Object.values(await storedRow(query, params))[0]);
}

const momentsBy = (userId: number) => scalar('SELECT COUNT(*) FROM moments WHERE user_id = ?', [userId]);
const likesOf = (id: number) => scalar('SELECT like_count FROM moments WHERE id = ?', [id]);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  victimMember = await accounts.member('Csrf');
  victim = callerOf(victimMember);
  momentId = (
    await expectData<{ id: number }>(
      call(MAIN, victim, '/api/moment/create', { type: 0, title: `Victim ${RUN}`, content: '<p>mine</p>' }),
      'create a moment',
    )
  ).id;
  evil = createServer((request, response) => {
    const page = EVIL_PAGES[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ? `<!doctype html><title>evil</title>${page}` : 'not here');
  });
  // Every interface: the browser may reach localhost over IPv6.
  await new Promise<void>((listening) => evil.listen(EVIL_PORT, listening));
});

test.afterAll(async () => {
  await new Promise((closed) => evil?.close(closed));
});

test('cross-origin state changes with the cookie are refused and change nothing', async () => {
  const moments = await momentsBy(victim.id);
  const likes = await likesOf(momentId);
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'x.png');
  const attempts: Array<[string, unknown, Record<string, string>?]> = [
    ['/api/moment/create', { type: 0, title: 'Forged', content: '<p>forged</p>' }],
    ['/api/like/toggle', { entityType: 'moment', entityId: momentId }],
    ['/api/user/profile', { nickname: 'Forged' }],
    [
      '/api/comment/create',
      `entityType=moment&entityId=${momentId}&content=forged`,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    ],
    ['/api/upload', upload],
    ['/api/login/signout', undefined],
  ];
  for (const [path, body, headers] of attempts) {
    for (const forged of [
      CROSS_SITE,
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const answer = await call(MAIN, victim, path, body, {
        method: 'POST',
        headers: { ...forged, ...headers },
      });
      expect(answer.status, `${path} with ${JSON.stringify(forged)}`).toBe(403);
      expect(answer.body).toMatchObject({ success: false });
    }
  }
  expect(await momentsBy(victim.id)).toBe(moments);
  expect(await likesOf(momentId)).toBe(likes);
  const me = await expectData<{ nickname: string } | null>(
    call(MAIN, victim, '/api/user/current'),
    'current',
  );
  expect(me?.nickname).toBe(victimMember.nickname);

  // The same request from our own origin goes through: the refusal was about the origin alone.
  await expectData(
    call(
      MAIN,
      victim,
      '/api/like/toggle',
      { entityType: 'moment', entityId: momentId },
      {
        headers: { 'sec-fetch-site': 'same-origin' },
      },
    ),
    'like from our origin',
  );
  expect(await likesOf(momentId)).toBe(likes + 1);
});

async function signInBrowser(page: Page): Promise<void> {
  await signInMember(page.context(), victimMember);
}

async function signedIn(page: Page): Promise<boolean> {
  const body = await (await page.request.get(`${MAIN}/api/user/current`)).json();
  return body.data !== null;
}

test('a form on another origin of the same site cannot post with the cookie', async ({ page }) => {
  await signInBrowser(page);
  const before = await momentsBy(victim.id);
  await page.goto(`${SAME_SITE_EVIL}/form`);
  const answer = page.waitForResponse(`${MAIN}/api/moment/create`);
  await page.getByRole('button', { name: 'claim' }).click();
  expect((await answer).status()).toBe(403);
  expect(await momentsBy(victim.id)).toBe(before);
});

test('GET sign-out started by another page does not sign the member out', async ({ page }) => {
  await signInBrowser(page);
  // An image on a same-site page: the browser sends the cookie, so only our check stands in the way.
  const sent = page.waitForRequest(`${MAIN}/api/login/signout`);
  await page.goto(`${SAME_SITE_EVIL}/img`, { waitUntil: 'load' });
  await sent;
  expect(await signedIn(page)).toBe(true);

  // A link on another site: a top-level GET carries the Lax cookie.
  await page.goto(`${CROSS_SITE_EVIL}/link`);
  const navigation = page.waitForResponse(`${MAIN}/api/login/signout`);
  await page.locator('#go').click();
  expect((await navigation).status()).toBe(403);
  expect(await signedIn(page)).toBe(true);
});

test('GET sign-out from our own page or a typed address still signs out', async ({ page, accounts }) => {
  await signInBrowser(page);
  await page.goto(`${MAIN}/about`);
  const answer = await page.evaluate(async () => (await fetch('/api/login/signout')).json());
  expect(answer).toMatchObject({ success: true });
  expect(await signedIn(page)).toBe(false);

  await signInMember(page.context(), await accounts.member('Typed'));
  expect(await signedIn(page)).toBe(true);
  const typed = await page.goto(`${MAIN}/api/login/signout`);
  expect(await typed?.json()).toMatchObject({ success: true });
  expect(await signedIn(page)).toBe(false);
});

test("the header's log out is a POST form that works without the script", async ({
  page,
  header,
  member: _signedIn,
}) => {
  await page.goto(`${MAIN}/about`);
  // The user menu is the header island's, shown once the viewer state says who reads (decision 027).
  await header.ready();
  const form = page.locator('form[method="post"][action="/api/login/signout"]');
  await expect(form.getByRole('menuitem', { name: 'Log out', includeHidden: true })).toHaveAttribute(
    'type',
    'submit',
  );
  // Submitted as a plain form (what a browser without JavaScript does): home, signed out.
  await form.evaluate((element: HTMLFormElement) => element.submit());
  await expect(page).toHaveURL(`${MAIN}/`);
  await expect(header.signInLink).toBeVisible();
  expect(await signedIn(page)).toBe(false);
});
