import type autocannon from 'autocannon';

/**
 * Members commenting on and toggling likes of moments, alternating, each request from a member and on a
 * moment drawn at random, so the writes spread over many rows and sessions instead of contending on one.
 */
export function writeMixRequests(
  baseUrl: string,
  cookies: readonly string[],
  momentIds: readonly number[],
  random: () => number = Math.random,
): autocannon.Request[] {
  if (cookies.length === 0 || momentIds.length === 0) throw new Error('write mix needs members and moments');
  const any = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  let sequence = 0;
  const headers = () => ({ 'content-type': 'application/json', origin: baseUrl, cookie: any(cookies) });
  return [
    {
      method: 'POST',
      path: '/api/comment/create',
      setupRequest: (request) => ({
        ...request,
        headers: headers(),
        body: JSON.stringify({
          entityType: 'moment',
          entityId: any(momentIds),
          content: `Load bench comment ${(sequence += 1)}：负载测试评论`,
        }),
      }),
    },
    {
      method: 'POST',
      path: '/api/like/toggle',
      setupRequest: (request) => ({
        ...request,
        headers: headers(),
        body: JSON.stringify({ entityType: 'moment', entityId: any(momentIds) }),
      }),
    },
  ];
}

/** A member checking in (POST /api/checkin): the first of the day is a write, later ones answer 409. */
export function checkinRequest(
  baseUrl: string,
  cookies: readonly string[],
  random: () => number = Math.random,
): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/checkin',
    setupRequest: (request) => ({
      ...request,
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        cookie: cookies[Math.floor(random() * cookies.length)]!,
      },
      body: '{}',
    }),
  };
}
