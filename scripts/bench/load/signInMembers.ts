/**
 * Signs members in through the API and returns one `Cookie` header value per member: every cookie the
 * sign-in set, as a browser sends them back (the session token and the member hint, which routes a
 * member's viewer request to its direct answer, decision 040).
 */
export async function signInMembers(
  baseUrl: string,
  members: ReadonlyArray<{ username: string; password: string }>,
): Promise<string[]> {
  const cookies: string[] = [];
  for (const member of members) {
    const response = await fetch(`${baseUrl}/api/login/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username: member.username, password: member.password }),
    });
    const pairs = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .filter((pair) => !pair.endsWith('='));
    if (!response.ok || !pairs.some((pair) => pair.startsWith('token='))) {
      throw new Error(`sign-in of ${member.username} failed: ${response.status} ${await response.text()}`);
    }
    cookies.push(pairs.join('; '));
  }
  return cookies;
}

/** Ids of recent published moments, read page by page from the public list API. */
export async function recentMomentIds(baseUrl: string, wanted: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  while (ids.length < wanted) {
    const query = new URLSearchParams({ tab: 'latest', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${baseUrl}/api/moment/list?${query}`);
    const body = (await response.json()) as {
      data?: { results?: Array<{ id: number }>; cursor?: string; hasMore?: boolean };
    };
    const results = body.data?.results ?? [];
    ids.push(...results.map((item) => item.id));
    cursor = body.data?.cursor;
    if (results.length === 0 || !body.data?.hasMore || !cursor) break;
  }
  return ids;
}
