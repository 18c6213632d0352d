import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isMemberViewerRequest,
  provideViewerDirectAnswer,
  withViewerDirectAnswer,
  type ViewerDirectAnswer,
} from './viewerDirectBridge.ts';

const MEMBER_COOKIE = 'locale=zh-CN; token=abcdefghijklmnopqrstuvwxyz234567; plaza_member=1';

function request(overrides: Partial<IncomingMessage> = {}): IncomingMessage {
  return {
    method: 'GET',
    url: '/api/viewer?moment=1,2&checkin=1',
    headers: { cookie: MEMBER_COOKIE },
    ...overrides,
  } as IncomingMessage;
}

describe('isMemberViewerRequest', () => {
  it("takes a member browser's GET of the viewer state, with or without a query", () => {
    expect(isMemberViewerRequest(request())).toBe(true);
    expect(isMemberViewerRequest(request({ url: '/api/viewer' }))).toBe(true);
  });

  it('leaves other methods and paths to the app', () => {
    expect(isMemberViewerRequest(request({ method: 'HEAD' }))).toBe(false);
    expect(isMemberViewerRequest(request({ method: 'POST' }))).toBe(false);
    expect(isMemberViewerRequest(request({ url: '/api/viewer/' }))).toBe(false);
    expect(isMemberViewerRequest(request({ url: '/api/viewers?moment=1' }))).toBe(false);
    expect(isMemberViewerRequest(request({ url: '/api/user/current' }))).toBe(false);
  });

  it('leaves visitors, API clients and sessions without the member hint to the app', () => {
    expect(isMemberViewerRequest(request({ headers: {} }))).toBe(false);
    expect(isMemberViewerRequest(request({ headers: { cookie: 'plaza_member=1' } }))).toBe(false);
    expect(isMemberViewerRequest(request({ headers: { cookie: 'token=; plaza_member=1' } }))).toBe(false);
    expect(
      isMemberViewerRequest(request({ headers: { cookie: 'token=abcdefghijklmnopqrstuvwxyz234567' } })),
    ).toBe(false);
    expect(
      isMemberViewerRequest(request({ headers: { cookie: MEMBER_COOKIE, authorization: 'Bearer x' } })),
    ).toBe(false);
  });
});

describe('withViewerDirectAnswer', () => {
  afterEach(() => provideViewerDirectAnswer(undefined));

  /** Runs one request through the wrapped handler; answers who handled it. */
  async function handledBy(answer: ViewerDirectAnswer | undefined, incoming = request()) {
    const seen: string[] = [];
    provideViewerDirectAnswer(
      answer &&
        (async (...args) => {
          seen.push('direct');
          return answer(...args);
        }),
    );
    const response = {
      headersSent: false,
      destroy: () => seen.push('destroyed'),
    } as unknown as ServerResponse;
    await withViewerDirectAnswer(() => seen.push('app'))(incoming, response);
    return seen;
  }

  it('sends everything to the app until the app provides its direct answer', async () => {
    expect(await handledBy(undefined)).toEqual(['app']);
  });

  it('lets the direct answer take a member viewer request, and only that', async () => {
    expect(await handledBy(async () => true)).toEqual(['direct']);
    expect(await handledBy(async () => true, request({ method: 'POST' }))).toEqual(['app']);
  });

  it('hands a declined or failed request to the app', async () => {
    expect(await handledBy(async () => false)).toEqual(['direct', 'app']);
    expect(
      await handledBy(async () => {
        throw new Error('database gone');
      }),
    ).toEqual(['direct', 'app']);
  });

  it('ends the connection when the direct answer fails after it started writing', async () => {
    const seen = await handledBy(async (_request, response) => {
      (response as { headersSent: boolean }).headersSent = true;
      throw new Error('socket gone');
    });
    expect(seen).toEqual(['direct', 'destroyed']);
  });
});
