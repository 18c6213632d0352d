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

type Playwright = PlaywrightWorkerArgs['playwright'];

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
  playwright: Playwright,
  label: string,
  options: { nickname?: string; baseURL?: string | undefined } = {},
): Promise<Member> {
  const api = await playwright.request.newContext({ baseURL: options.baseURL ?? E2E_SERVERS.main.url });
  const stamp = uniqueStamp();
  const nickname = options.nickname ?? `${label.slice(0, NICKNAME_MAX - stamp.length - 1)} ${stamp}`;
  const email = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}@example.test`;
  const response = await api.post('/api/login/signup', {
    data: { nickname, email, password: MEMBER_PASSWORD, rePassword: MEMBER_PASSWORD },
  });
  const body = await response.json();
  expect(body, `sign up ${label}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
  const data = body.data as { user: { id: number }; token: string };
  return { id: data.user.id, nickname, email, password: MEMBER_PASSWORD, token: data.token, api };
}

/** Signs the installed owner in through the API (the owner made by installMain.setup.ts). */
export async function signInOwner(
  playwright: Playwright,
  baseURL: string = E2E_SERVERS.main.url,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const response = await api.post('/api/login/signin', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.ok(), `owner sign in: ${await response.text()}`).toBe(true);
  return api;
}

/** Signs a page's browser context in as the installed owner, through the sign-in API the form calls. */
export async function signInOwnerBrowser(page: Page): Promise<void> {
  const response = await page.request.post('/api/login/signin', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.ok(), `owner sign in: ${await response.text()}`).toBe(true);
}

/** A new member whom the owner makes a moderator or admin through the admin users API. */
export async function signUpStaff(
  playwright: Playwright,
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
