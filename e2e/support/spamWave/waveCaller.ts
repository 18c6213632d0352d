import { call, type Answer, type Caller } from '../plazaClient.ts';

// Every request of the spam wave says where it comes from. The spec's forum runs with TRUST_PROXY,
// so the server takes the client's address from X-Forwarded-For (src/server/http/clientIp.ts), as
// it would behind the operator's proxy; the user agent stands for the device.

/** Where a request comes from: a client address and a device. */
export interface Origin {
  readonly ip: string;
  readonly userAgent: string;
}

/** A signed-in account of the wave's forum, with the address and device it always uses. */
export interface WaveMember extends Caller, Origin {
  readonly username: string;
}

export const originHeaders = (origin: Origin): Record<string, string> => ({
  'x-forwarded-for': origin.ip,
  'user-agent': origin.userAgent,
});

/** One API call from this origin, as this member (or as nobody). */
export function callFrom(
  url: string,
  who: Caller & Origin,
  path: string,
  body?: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return call(url, who, path, body, { ...init, headers: { ...originHeaders(who), ...init.headers } });
}

/** A signed-out caller at this origin. */
export const visitorAt = (origin: Origin): Caller & Origin => ({
  label: 'visitor',
  id: 0,
  token: null,
  ...origin,
});

/** The member a session token belongs to, read back through /api/user/current. */
export async function memberOfToken(url: string, origin: Origin, token: string): Promise<WaveMember> {
  const answer = await callFrom(url, { label: 'new', id: 0, token, ...origin }, '/api/user/current');
  const user = (answer.body?.data ?? null) as {
    id: number;
    nickname: string;
    username: string | null;
  } | null;
  if (!user) throw new Error(`no member for the session: ${answer.status} ${answer.text.slice(0, 300)}`);
  return { label: user.nickname, id: user.id, token, username: user.username ?? '', ...origin };
}

/** The answer's message, or its status when it has none: what a refusal said. */
export const refusalOf = (answer: Answer): string =>
  typeof answer.body?.message === 'string' && answer.body.message !== ''
    ? `${answer.status} ${answer.body.message}`
    : `${answer.status}`;

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
