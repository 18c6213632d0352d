import { callFrom, originHeaders, type Origin, type WaveMember } from './waveCaller.ts';

// What a visitor (no session) can read, and what a member sees in their conversations: the only
// judges of whether an item reached anyone. An item is public when a visitor can read it anywhere:
// its own page, the home page, the moment list, or its moment's comments (page or API).

/** A page's HTML as a visitor reads it, following the site's own redirects; '' when it is not there. */
async function readPage(url: string, visitor: Origin, path: string): Promise<string> {
  let next = path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(`${url}${next}`, { headers: originHeaders(visitor), redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      next = new URL(location, url).pathname + new URL(location, url).search;
      continue;
    }
    const html = await response.text();
    return response.status === 200 ? html : '';
  }
  return '';
}

/** The pages' HTML, one after another, as a visitor reads them. */
export async function visitorText(url: string, visitor: Origin, paths: string[]): Promise<string> {
  const pages: string[] = [];
  for (const path of paths) pages.push(await readPage(url, visitor, path));
  return pages.join('\n');
}

/** Whether a visitor can read the moment on its own page (its title is the marker's carrier). */
export async function momentReadable(
  url: string,
  visitor: Origin,
  id: number,
  marker: string,
): Promise<boolean> {
  return (await readPage(url, visitor, `/moment/${id}`)).includes(marker);
}

/** Whether a visitor who follows a comment's own address finds it on the page it leads to. */
export async function commentReadable(url: string, visitor: Origin, id: number): Promise<boolean> {
  return (await readPage(url, visitor, `/comment/${id}`)).includes(`id="comment-${id}"`);
}

/** The moments a visitor finds on the home page and every page of the moment list. */
export async function momentIdsInLists(url: string, visitor: Origin): Promise<Set<number>> {
  const ids = new Set<number>();
  const collect = (html: string) => {
    for (const match of html.matchAll(/href="\/moment\/(\d+)"/g)) ids.add(Number(match[1]));
  };
  collect(await readPage(url, visitor, '/'));
  let path: string | undefined = '/moments';
  for (let page = 0; path && page < 100; page++) {
    const html = await readPage(url, visitor, path);
    collect(html);
    path = /href="(\/moments\?[^"]*cursor=[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  }
  return ids;
}

/** The comments (and their shown replies) a visitor gets from the comment list API of a moment. */
export async function commentIdsListed(url: string, visitor: Origin, momentId: number): Promise<Set<number>> {
  const ids = new Set<number>();
  const reader = { label: 'visitor', id: 0, token: null, ...visitor };
  let cursor = '';
  for (let page = 0; page < 200; page++) {
    const query = new URLSearchParams({ entityType: 'moment', entityId: String(momentId) });
    if (cursor) query.set('cursor', cursor);
    const answer = await callFrom(url, reader, `/api/comment/list?${query}`);
    const data = answer.body?.data as
      { results: { id: number; replies: { id: number }[] }[]; cursor: string; hasMore: boolean } | undefined;
    if (!data) break;
    for (const thread of data.results) {
      ids.add(thread.id);
      for (const reply of thread.replies) ids.add(reply.id);
    }
    if (!data.hasMore || !data.cursor) break;
    cursor = data.cursor;
  }
  return ids;
}

/** Whether the member can read, in the conversation, a message holding the marker (not one only its sender sees). */
export async function messageReached(
  url: string,
  recipient: WaveMember,
  conversationId: number,
  marker: string,
): Promise<boolean> {
  const answer = await callFrom(
    url,
    recipient,
    `/api/conversation/messages?conversationId=${conversationId}`,
  );
  const messages = (answer.body?.data as { messages?: { content: string; pending: boolean }[] } | undefined)
    ?.messages;
  return (messages ?? []).some((message) => !message.pending && message.content.includes(marker));
}
