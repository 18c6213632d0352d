import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { FollowToggleResult } from '@/shared/follows/followSchemas.ts';
import { $fansCounts } from '@/stores/follows.ts';
import { $followers, $following } from '@/stores/viewer.ts';

function show(key: string, following: boolean, fansCount: number): void {
  $following.setKey(key, following);
  $fansCounts.setKey(key, Math.max(0, fansCount));
}

/**
 * Follows or unfollows at once in the stores, then settles on the server's answer; a failure puts
 * everything back and says why.
 */
export async function toggleFollow(userId: number, fansCount: number): Promise<void> {
  const key = String(userId);
  const wasFollowing = $following.get()[key] === true;
  show(key, !wasFollowing, fansCount + (wasFollowing ? -1 : 1));
  try {
    const result = await apiRequest<FollowToggleResult>('/api/follow/toggle', { body: { userId } });
    show(key, result.following, result.fansCount);
    // "Mutual" after following means they follow the viewer; unfollowing says nothing about that.
    if (result.mutual) $followers.setKey(key, true);
  } catch (error) {
    show(key, wasFollowing, fansCount);
    reportApiError(error);
  }
}
