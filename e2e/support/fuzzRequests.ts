import fc from 'fast-check';
import type { ApiRoute, HttpMethod } from '../../tests/api/apiRouteInventory.ts';
import { HOSTILE_TEXTS } from '../../tests/hostileTextCorpus.ts';

/** A request as the fuzzer sends it: everything a client controls except Content-Length. */
export interface FuzzRequest {
  method: HttpMethod | 'PUT' | 'HEAD';
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  /** What the body is, for the failure message. */
  label: string;
}

const HUGE = 'x'.repeat(200_000);
const WEIRD_SCALARS = [
  '-1',
  '0',
  '1e309',
  'abc',
  '18446744073709551616',
  '9007199254740993',
  'NaN',
  'null',
  'undefined',
  '',
  ' ',
  '%',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '1.5',
  'true',
  '[]',
  '{}',
  '__proto__',
];
/**
 * Text that is short on screen but long in code points or bytes: combining marks, zero-width
 * joiners, emoji sequences, surrogate halves, right-to-left overrides, very long single words.
 */
const HOSTILE_SCALARS: readonly string[] = HOSTILE_TEXTS.map(({ text }) => text);
/** One base character and a run of what attaches to it: marks, joined emoji, selectors, skin tones. */
const hostileCluster = fc
  .tuple(
    fc.constantFrom('a', 'e', ' ', '👩', '🇺', '漢', '\u202e', '\ud83d', '\ude00', 'x'.repeat(300)),
    fc.constantFrom('\u0301', '\u200d', '\u200d👩', '\ufe0f', '🏽', '\u202e'),
    fc.nat({ max: 80 }),
  )
  .map(([base, extender, count]) => `${base}${extender.repeat(count)}`);
/** Random mixes of the same pieces, so the cuts fall in new places. */
export const hostileText: fc.Arbitrary<string> = fc
  .array(hostileCluster, { minLength: 1, maxLength: 120 })
  .map((clusters) => clusters.join(''));
const FIELD_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'userId',
  'entityId',
  'entityType',
  'commentId',
  'parentId',
  'replyToId',
  'type',
  'title',
  'content',
  'images',
  'tags',
  'nodeId',
  'email',
  'username',
  'password',
  'rePassword',
  'redirect',
  'cursor',
  'q',
  'reason',
  'duration',
  'on',
  'enabled',
  'kind',
  'ids',
  'phone',
  'code',
  'token',
  'provider',
  'x',
  'url',
  'size',
  'dbConfig',
  'modules',
];

const scalar = fc.oneof(
  fc.constantFrom<unknown>(...WEIRD_SCALARS, null, true, false, -1, 0, 1, 2 ** 53, 2 ** 64, -0, 1.5),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constant(HUGE),
  fc.constantFrom(...HOSTILE_SCALARS),
  hostileText,
);
/** JSON values biased towards the field names the API reads, nested a few levels. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 6,
    }),
  ),
})).value;

const rawJsonText = fc.constantFrom(
  '{',
  '{"id":',
  '[1,2',
  '{"id":1e309}',
  '{"id":18446744073709551616}',
  '{"__proto__":{"admin":true},"id":1}',
  '{"constructor":{"prototype":{"role":"owner"}}}',
  '"just a string"',
  'null',
  '123',
  '\u0000\u0001',
  '{"a":1}{"b":2}',
  '\uFEFF{"id":1}',
);

const formPairs = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(...FIELD_NAMES),
      fc.constantFrom(...FIELD_NAMES).map((name) => `${name}[]`),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(
      fc.constantFrom(...WEIRD_SCALARS, ...HOSTILE_SCALARS),
      fc.string({ maxLength: 20 }),
      hostileText,
    ),
  ),
  { maxLength: 6 },
);

const body: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'label'> & { type?: string }> = fc.oneof(
  jsonValue.map((value) => ({
    body: JSON.stringify(value) ?? 'null',
    type: 'application/json',
    label: 'json',
  })),
  rawJsonText.map((text) => ({ body: text, type: 'application/json', label: 'raw json' })),
  formPairs.map((pairs) => ({
    body: new URLSearchParams(pairs).toString(),
    type: 'application/x-www-form-urlencoded',
    label: 'form',
  })),
  formPairs.map((pairs) => {
    const form = new FormData();
    for (const [name, value] of pairs) form.append(name, value);
    form.append('file', new Blob(['not an image']), 'x.png');
    return { body: form, label: 'multipart' };
  }),
  fc
    .tuple(
      fc.constantFrom(
        'text/xml',
        'application/octet-stream',
        'multipart/form-data',
        'multipart/form-data; boundary=nope',
        'application/json; charset=utf-16',
        'text/plain',
        '',
        '*/*',
      ),
      fc.oneof(rawJsonText, fc.string({ maxLength: 60 })),
    )
    .map(([type, text]) => ({ body: text, type, label: `as ${type || 'no type'}` })),
  fc.constant({ body: undefined, label: 'no body' }),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(...FIELD_NAMES, 'day', 'tab', 'time', 'tagId', 'mode', 'page'),
      fc.oneof(fc.constantFrom(...WEIRD_SCALARS), fc.string({ maxLength: 20 })),
    ),
    { maxLength: 5 },
  )
  .chain((pairs) =>
    fc.constantFrom(new URLSearchParams(pairs).toString(), pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  );

const headers = fc.record(
  {
    cookie: fc.constantFrom(
      `token=${'a'.repeat(6000)}`,
      'token=',
      'token=%zz',
      'PLAZA_LOCALE=../../x',
      'locale=zz',
    ),
    authorization: fc.constantFrom(
      'Bearer ',
      'Bearer garbage',
      `Bearer ${'z'.repeat(3000)}`,
      'Basic Zm9vOmJhcg==',
    ),
    'accept-language': fc.constantFrom('zz', '*', 'en-US;q=abc', 'x'.repeat(500), ',,,;', 'zh-CN'),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*'),
  },
  { requiredKeys: [] },
);

/** A value for a dynamic route segment: numbers out of range, words, encodings. */
const pathParam = fc.oneof(
  fc.constantFrom(...WEIRD_SCALARS.filter((value) => value !== '')),
  fc.string({ minLength: 1 }),
);

export function fuzzRequest(
  route: ApiRoute,
  methods: readonly FuzzRequest['method'][],
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom(...methods),
      params: fc.array(pathParam, { minLength: route.params.length, maxLength: route.params.length }),
      encode: fc.boolean(),
      query: queryString,
      headers,
      body,
    })
    .map(({ method, params, encode, query, headers: extra, body: payload }) => {
      let index = 0;
      const path = route.pattern.replace(/[:*]\w+/g, () => {
        const value = params[index++] ?? '1';
        return encode ? encodeURIComponent(value) : value.replace(/[/?#\s]/g, '_');
      });
      const sent: Record<string, string> = { ...extra };
      const hasBody = method !== 'GET' && method !== 'HEAD';
      if (hasBody && payload.type !== undefined) sent['content-type'] = payload.type;
      return {
        method,
        path,
        query,
        headers: sent,
        body: hasBody ? payload.body : undefined,
        label: hasBody ? payload.label : 'no body',
      };
    });
}
