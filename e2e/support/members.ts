import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { NICKNAME_MAX } from '../../src/shared/users/nickname.ts';
import { MEMBER_HINT_COOKIE, SESSION_COOKIE } from '../../src/server/auth/sessionCookie.ts';
import { E2E_ADMIN, E2E_SERVERS } from './servers.ts';

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

/** Signs up a new member through /api/login/signup, with a nickname and email of their own. */
export async function signUpMember(
  playwright: RequestMaker,
  label: string,
  options: { nickname?: string; baseURL?: string | undefined } = {},
): Promise<Member> {
  const api = await playwright.request.newContext({ baseURL: options.baseURL ?? E2E_SERVERS.main.url });
  const stamp = uniqueStamp();
  const nickname = options.nickname ?? `${label.slice(0, NICKNAME_MAX - stamp.length - 1)} ${stamp}`;
  const email = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'member'}-${stamp}@example.test`;
  const response = await api.post('/api/login/signup', {
    data: { nickname, email, password: MEMBER_PASSWORD, rePassword: MEMBER_PASSWORD },
  });
  const body = await response.json();
  expect(body, `sign up ${label}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
  const data = body.data as { user: { id: number }; token: string };
  return { id: data.user.id, nickname, email, password: MEMBER_PASSWORD, token: data.token, api };
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

/** Signs a page's browser context in as the installed owner. */
export async function signInOwnerPage(page: Page): Promise<void> {
  await signInWith(page.request, E2E_ADMIN.username, E2E_ADMIN.password);
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
export function sessionCookies(token: string, url: string = E2E_SERVERS.main.url) {
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
  options: { nickname?: string; baseURL?: string | undefined } = {},
): Promise<Member> {
  const member = await signUpMember(playwright, label, options);
  await signInBrowser(context, member, options.baseURL);
  return member;
}

/** A member signed up through the API who also browses in a context of their own. */
export interface BrowsingMember extends Member {
  context: BrowserContext;
  page: Page;
}

export async function signUpBrowsing(
  browser: Browser,
  playwright: RequestMaker,
  label: string,
  options: { locale?: string; baseURL?: string | undefined } = {},
): Promise<BrowsingMember> {
  const context = await browser.newContext({ locale: options.locale ?? 'en-US' });
  const member = await signUpInto(playwright, context, label, { baseURL: options.baseURL });
  return { ...member, context, page: await context.newPage() };
}

/** Closes what signUpBrowsing opened. */
export async function closeBrowsing(...members: (BrowsingMember | undefined)[]): Promise<void> {
  for (const member of members) await member?.context.close();
  await disposeMembers(...members);
}

/** Signs up one member per label, in order. */
export async function signUpMembers(playwright: RequestMaker, ...labels: string[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const label of labels) members.push(await signUpMember(playwright, label));
  return members;
}

/** Lets go of the members' API contexts (those that were made). */
export async function disposeMembers(...members: (Member | undefined)[]): Promise<void> {
  for (const member of members) await member?.api.dispose();
}
