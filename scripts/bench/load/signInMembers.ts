/** Signs members in through the API and returns one `Cookie` header value per member. */
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
    const token = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((pair) => pair.startsWith('token=') && pair.length > 'token='.length);
    if (!response.ok || !token) {
      throw new Error(`sign-in of ${member.username} failed: ${response.status} ${await response.text()}`);
    }
    cookies.push(token);
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
