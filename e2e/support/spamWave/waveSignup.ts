import { expectData } from '../plazaClient.ts';
import {
  callFrom,
  memberOfToken,
  originHeaders,
  sleep,
  refusalOf,
  visitorAt,
  type Origin,
  type WaveMember,
} from './waveCaller.ts';

// The two ways into the forum a script has, each in one function: the JSON API the sign-up island
// posts to, and the server-rendered form that works without JavaScript. Sign-up defences (a signed
// form token, a honeypot field named `website`, a minimum form time, the per-address throttle, the
// block lists) meet them here and nowhere else.

const WAVE_PASSWORD = 'wave-pass-12345';

export interface Applicant extends Origin {
  nickname: string;
  email: string;
}

export type SignUpOutcome = { ok: true; member: WaveMember } | { ok: false; refusal: string };

/** The seconds the sign-up form must stay open (the public config's `signup.minFormSeconds`). */
export async function minFormSeconds(url: string, origin: Origin): Promise<number> {
  const config = await expectData<{ signup?: { minFormSeconds?: number } }>(
    callFrom(url, visitorAt(origin), '/api/config/configs'),
    'read the public config',
  );
  return config.signup?.minFormSeconds ?? 0;
}

/**
 * Signs up as the island does: a person (or a patient bot) who asks for the form's token, keeps the
 * form open for the minimum time, leaves the hidden honeypot empty and posts JSON to /api/login/signup.
 */
export async function signUpThroughApi(
  url: string,
  applicant: Applicant,
  formSeconds: number,
): Promise<SignUpOutcome> {
  const form = await expectData<{ formToken: string }>(
    callFrom(url, visitorAt(applicant), '/api/login/signup-token'),
    'ask for the sign-up form token',
  );
  await sleep(formSeconds * 1000 + 300);
  const answer = await callFrom(url, visitorAt(applicant), '/api/login/signup', {
    nickname: applicant.nickname,
    email: applicant.email,
    password: WAVE_PASSWORD,
    rePassword: WAVE_PASSWORD,
    formToken: form.formToken,
    website: '',
  });
  const token = (answer.body?.data as { token?: string } | undefined)?.token;
  if (answer.status !== 200 || answer.body?.success !== true || !token) {
    return { ok: false, refusal: refusalOf(answer) };
  }
  return { ok: true, member: await memberOfToken(url, applicant, token) };
}

/** The named inputs of the sign-up page's form, with the values the page gave them. */
function formInputs(html: string): { name: string; type: string; value: string }[] {
  const form = /<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1] ?? '';
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '';
  return [...form.matchAll(/<input\b[^>]*>/gi)]
    .map(([tag]) => ({
      name: attribute(tag, 'name'),
      type: attribute(tag, 'type').toLowerCase() || 'text',
      value: attribute(tag, 'value'),
    }))
    .filter((input) => input.name !== '');
}

/** What a form-filling script types into a field: the obvious answer, else a link to its site. */
function fillIn(input: { name: string; type: string; value: string }, applicant: Applicant): string {
  if (input.type === 'hidden') return input.value;
  if (input.type === 'email' || /mail/i.test(input.name)) return applicant.email;
  if (input.type === 'password' || /pass/i.test(input.name)) return WAVE_PASSWORD;
  if (/nick|name/i.test(input.name)) return applicant.nickname;
  return 'https://cheap-pills.example/';
}

/** The cookies a response set, as one Cookie header. */
const cookiesOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * Signs up as a naive script does: reads /user/signup, fills every field of its form at once
 * (hidden ones keep the page's values, every other one gets something) and posts it back without
 * waiting. Success is the session cookie on the 303.
 */
export async function signUpThroughForm(url: string, applicant: Applicant): Promise<SignUpOutcome> {
  const page = await fetch(`${url}/user/signup`, { headers: originHeaders(applicant) });
  const html = await page.text();
  const inputs = formInputs(html);
  if (inputs.length === 0) return { ok: false, refusal: `${page.status} no sign-up form` };
  const form = new URLSearchParams(inputs.map((input) => [input.name, fillIn(input, applicant)]));
  const cookie = cookiesOf(page);
  const response = await fetch(`${url}/user/signup`, {
    method: 'POST',
    headers: {
      ...originHeaders(applicant),
      origin: url,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: form,
    redirect: 'manual',
  });
  const token = /(?:^|;\s*)token=([^;]+)/.exec(cookiesOf(response))?.[1];
  if (response.status !== 303 || !token) {
    const text = await response.text();
    const error = /role="alert"[^>]*>([\s\S]*?)</.exec(text)?.[1]?.trim();
    return { ok: false, refusal: `${response.status}${error ? ` ${error}` : ''}` };
  }
  return { ok: true, member: await memberOfToken(url, applicant, token) };
}

/** Signs the installed owner in from this origin. */
export async function signInFrom(
  url: string,
  origin: Origin,
  username: string,
  password: string,
): Promise<WaveMember> {
  const data = await expectData<{ token: string }>(
    callFrom(url, visitorAt(origin), '/api/login/signin', { username, password }),
    `sign in ${username}`,
  );
  return memberOfToken(url, origin, data.token);
}
