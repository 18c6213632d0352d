// What fills the side widgets and the notice bar on a generated forum: friend links, a site notice
// and recommended tags, so page weight and Lighthouse measure the pages members really see.
import type { TableSink } from './bulkWriter.ts';

export const FRIEND_LINK_COLUMNS = ['title', 'url', 'summary', 'sort_order', 'status'];

const FRIEND_LINKS: ReadonlyArray<readonly [string, string, string]> = [
  ['Plaza docs', 'https://docs.example.org/plaza', 'How to run and moderate a Plaza forum'],
  ['开源社区', 'https://oss.example.cn/', '一个开源爱好者的社区'],
  ['Photo club', 'https://photos.example.com/', 'Pictures from members around the world'],
  ['前端周刊', 'https://weekly.example.cn/frontend', '每周前端资讯'],
  ['Database notes', 'https://db.example.net/notes', 'Notes on MySQL and MariaDB'],
  ['Travel log', 'https://travel.example.org/', 'Trips, maps and tips'],
];

/** The notice shown above the feeds (sanitized like any post when it is rendered). */
export const BENCH_SITE_NOTICE =
  '<p>Welcome to the bench forum. Read the <a href="/about">about page</a> before posting.</p>';

/** The recommended tags of /tags: the first generated tag names. */
export const RECOMMENDED_TAG_COUNT = 5;

export async function writeFriendLinks(sink: TableSink): Promise<void> {
  for (const [index, [title, url, summary]] of FRIEND_LINKS.entries()) {
    await sink.add([title, url, summary, index, 0]);
  }
}
