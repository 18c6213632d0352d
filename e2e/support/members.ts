import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { NICKNAME_MAX } from '../../src/shared/users/nickname.ts';
import { MEMBER_HINT_COOKIE, SESSION_COOKIE } from '../../src/server/auth/sessionCookie.ts';
import { E2E_ADMIN, E2E_SERVERS } from './servers.ts';
import { withMainDatabase } from './mysqlAdmin.ts';
import { TrustLevel } from '../../src/shared/trust/trustLevel.ts';
import type { SignupTokenAnswer } from '../../src/shared/signup/signupAnswer.ts';

type Playwright = PlaywrightWorkerArgs['playwright'];
/** What making a request context needs: the `playwright` fixture, or `{ request }` from '@playwright/test'. */
export type RequestMaker = Pick<Playwright, 'request'>;

/** A member signed up through the API; `api` carries their session cookie. */
export interface Member {
  id: number;
  nickname: string;
  email: string;
  password: string;
  token: string;
  api: APIRequestContext;
}

export type StaffRole = 'moderator' | 'admin';

export const MEMBER_PASSWORD = 'member-pass-123';

let made = 0;

/** A short name part no other worker or earlier run has used (specs run in parallel against one database). */
export function uniqueStamp(): string {
  made += 1;
  return `${Date.now().toString(36).slice(-5)}${process.pid % 100}${made}${Math.random().toString(36).slice(2, 4)}`;
}

/**
 * Signs up a new member through /api/login/signup, with a nickname and email of their own. On the
 * main server the member is then given the trust level `member` (issue 40), as if they had been
 * around a while, so specs about other things are not held by a new account's limits; a spec about
 * those asks for `trust: 'new'`. Members of a spec's own forum stay new.
 */
export async function signUpMember(
  playwright: RequestMaker,
  label: string,
  options: {
    nickname?: string;
    baseURL?: string | undefined;
    ignoreHTTPSErrors?: boolean;
    trust?: 'new' | 'member';
  } = {},
): Promise<Member> {
  const api = await playwright.request.newContext({
    baseURL: options.baseURL ?? E2E_SERVERS.main.url,
    // A forum behind a TLS proxy of the spec's own, with a certificate made for the run.
    ...(options.ignoreHTTPSErrors ? { ignoreHTTPSErrors: true } : {}),
  });
  const stamp = uniqueStamp();
  const nickname = options.nickname ?? `${label.slice(0, NICKNAME_MAX - stamp.length - 1)} ${stamp}`;
  const email = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'member'}-${stamp}@example.test`;
  const formToken = await signupFormToken(api);
  const response = await api.post('/api/login/signup', {
    data: { nickname, email, password: MEMBER_PASSWORD, rePassword: MEMBER_PASSWORD, formToken },
  });
  const body = await response.json();
  expect(body, `sign up ${label}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
  const data = body.data as { user: { id: number }; token: string };
  const onMain = (options.baseURL ?? E2E_SERVERS.main.url) === E2E_SERVERS.main.url;
  if (onMain && options.trust !== 'new') {
    await withMainDatabase((connection) =>
      connection.query('UPDATE users SET trust_level = ? WHERE id = ?', [TrustLevel.member, data.user.id]),
    );
  }
  return { id: data.user.id, nickname, email, password: MEMBER_PASSWORD, token: data.token, api };
}

/**
 * A sign-up form token from GET /api/login/signup-token, as an API client gets one; waits the forum's
 * least form time (0 on the e2e forums) before answering it, as a person filling in the form would.
 */
export async function signupFormToken(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/login/signup-token');
  const body = (await response.json()) as { data: SignupTokenAnswer };
  const wait = body.data.minFormSeconds * 1000;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return body.data.formToken;
}

/** Signs in through /api/login/signin; the session cookie stays in `request` (a page's, or an API context). */
export async function signInWith(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  const response = await request.post('/api/login/signin', { data: { username, password } });
  expect(response.ok(), `sign in ${username}: ${await response.text()}`).toBe(true);
}

/** Signs the installed owner in through the API (the owner made by installMain.setup.ts). */
export async function signInOwner(
  playwright: RequestMaker,
  baseURL: string = E2E_SERVERS.main.url,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  await signInWith(api, E2E_ADMIN.username, E2E_ADMIN.password);
  return api;
}

/** The installed owner's session: their id and token, and an API context that carries it. */
export type OwnerSession = Pick<Member, 'id' | 'nickname' | 'token' | 'api'>;

/**
 * Signs the installed owner in through the API and answers the session with its token, for calls that
 * carry the token themselves (a spawned forum's fetches, a session cookie of a probe's own).
 */
export async function signInOwnerSession(
  playwright: RequestMaker,
  baseURL: string = E2E_SERVERS.main.url,
): Promise<OwnerSession> {
  const api = await playwright.request.newContext({ baseURL });
  const response = await api.post('/api/login/signin', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const body = (await response.json()) as {
    success?: boolean;
    data?: { user: { id: number }; token: string };
  };
  expect(body, `sign in ${E2E_ADMIN.username}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
  return { id: body.data!.user.id, nickname: E2E_ADMIN.username, token: body.data!.token, api };
}

/** Signs a request context (the `request` fixture, a page's `request`) in as the installed owner. */
export async function signInOwnerRequest(request: APIRequestContext): Promise<void> {
  await signInWith(request, E2E_ADMIN.username, E2E_ADMIN.password);
}

/** Signs a page's browser context in as the installed owner. */
export async function signInOwnerPage(page: Page): Promise<void> {
  await signInOwnerRequest(page.request);
}

/** A new member whom the owner makes a moderator or admin through the admin users API. */
export async function signUpStaff(
  playwright: RequestMaker,
  label: string,
  role: StaffRole,
  options: { baseURL?: string | undefined } = {},
): Promise<Member> {
  const staff = await signUpMember(playwright, label, options);
  const owner = await signInOwner(playwright, options.baseURL);
  try {
    const response = await owner.post(`/api/admin/users/${staff.id}/role`, { data: { role } });
    expect(response.ok(), `make ${label} ${role}: ${await response.text()}`).toBe(true);
  } finally {
    await owner.dispose();
  }
  return staff;
}

/**
 * The cookies a sign-in sets: the session, and the hint that tells a shared cached page its reader is a
 * member (decision 027), without which that page shows the visitor's header.
 */
function sessionCookies(token: string, url: string = E2E_SERVERS.main.url) {
  return [
    { name: SESSION_COOKIE, value: token, url },
    { name: MEMBER_HINT_COOKIE, value: '1', url },
  ];
}

/** Signs a browser context in as the member, as the sign-in page would. */
export async function signInBrowser(
  context: BrowserContext,
  member: Pick<Member, 'token'>,
  baseURL: string = E2E_SERVERS.main.url,
) {
  await context.addCookies(sessionCookies(member.token, baseURL));
}

/** Signs up a new member and signs the browser context in as them, in place of whoever was signed in. */
export async function signUpInto(
  playwright: RequestMaker,
  context: BrowserContext,
  label: string,
  options: { nickname?: string; baseURL?: string | undefined; trust?: 'new' | 'member' } = {},
): Promise<Member> {
  const member = await signUpMember(playwright, label, options);
  await signInBrowser(context, member, options.baseURL);
  return member;
}

let usernames = 0;
/**
 * Gives the member a username of their own (a letter, then 4 to 11 letters, digits or `_`), so `@`
 * can name them; answers it.
 */
export async function giveUsername(member: Pick<Member, 'api'>, prefix = 'u'): Promise<string> {
  usernames += 1;
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 4)}${usernames}`;
  const response = await member.api.post('/api/user/username', { data: { username } });
  expect(response.ok(), `/api/user/username: ${await response.text()}`).toBe(true);
  return username;
}

/** The member's unread messages, as the header's count has them. */
export async function unreadCount(member: Pick<Member, 'api'>): Promise<number> {
  const body = (await (await member.api.get('/api/user/msg_recent')).json()) as { data: { count: number } };
  return body.data.count;
}

/** Signs the page's browser context in afresh: its cookies go, then a new sign-in through the API. */
export async function signInAfresh(page: Page, username: string, password: string = MEMBER_PASSWORD) {
  await page.context().clearCookies();
  await signInWith(page.request, username, password);
}

/** Signs the page's browser context in afresh as the installed owner. */
export async function signInOwnerAfresh(page: Page): Promise<void> {
  await signInAfresh(page, E2E_ADMIN.username, E2E_ADMIN.password);
}

/** Who `/api/user/current` says the request's session belongs to: `null` for nobody. */
export async function currentUser(request: APIRequestContext): Promise<Record<string, unknown> | null> {
  const response = await request.get('/api/user/current');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { success: boolean; data: Record<string, unknown> | null };
  expect(body.success).toBe(true);
  return body.data;
}
