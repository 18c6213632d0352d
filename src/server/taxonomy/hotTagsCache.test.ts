import { describe, expect, it, vi } from 'vitest';
import type { HotTag } from './recentHotTags.queries.ts';
import { cachedHotTags, clearHotTagsCache, HOT_TAGS_CACHED } from './hotTagsCache.ts';
import { recentHotTags } from './recentHotTags.queries.ts';

vi.mock('./recentHotTags.queries.ts', () => ({ recentHotTags: vi.fn() }));

const ranking = (label: string): HotTag[] =>
  Array.from({ length: HOT_TAGS_CACHED }, (_, i) => ({
    id: i + 1,
    name: `${label}${i}`,
    momentCount: 1,
    articleCount: 0,
    uses: HOT_TAGS_CACHED - i,
  }));

describe('cachedHotTags', () => {
  it('shares one ranking for a minute between callers of any length, then reads it again', async () => {
    const query = vi.mocked(recentHotTags);
    query.mockResolvedValueOnce(ranking('first')).mockResolvedValueOnce(ranking('second'));
    const [widget, page] = await Promise.all([cachedHotTags(20, 1_000), cachedHotTags(30, 1_000)]);
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(HOT_TAGS_CACHED, 1_000);
    expect(widget.map((tag) => tag.name)).toEqual(
      ranking('first')
        .slice(0, 20)
        .map((tag) => tag.name),
    );
    expect(page).toHaveLength(30);
    expect(await cachedHotTags(500, 60_999)).toHaveLength(HOT_TAGS_CACHED);
    expect(query).toHaveBeenCalledTimes(1);
    expect((await cachedHotTags(5, 61_000))[0]?.name).toBe('second0');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after a clear, and a query started before the clear does not store its ranking', async () => {
    const query = vi.mocked(recentHotTags);
    query.mockReset();
    let finishOld: (tags: HotTag[]) => void = () => undefined;
    query.mockReturnValueOnce(new Promise((resolve) => (finishOld = resolve)));
    query.mockResolvedValueOnce(ranking('fresh'));
    const old = cachedHotTags(5, 200_000);
    clearHotTagsCache();
    finishOld(ranking('stale'));
    expect((await old)[0]?.name).toBe('stale0');
    expect((await cachedHotTags(5, 200_001))[0]?.name).toBe('fresh0');
    expect((await cachedHotTags(5, 200_002))[0]?.name).toBe('fresh0');
    expect(query).toHaveBeenCalledTimes(2);
  });
});
