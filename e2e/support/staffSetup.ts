import { postAsOwner } from './siteConfig.ts';

export type MomentFlag = 'sticky' | 'recommend';

/** Pins or recommends a moment as staff would from its manage menu. */
export async function flagMoment(flag: MomentFlag, id: number): Promise<void> {
  await postAsOwner(`/api/moderation/moment/${flag}`, { id, on: true });
}

export interface FriendLinkInput {
  title: string;
  url: string;
  summary?: string;
  sortOrder?: number;
  status?: 0 | 1;
}

/** Friend links made through the admin links screen's API; answers a function that deletes them again. */
export async function createFriendLinks(links: FriendLinkInput[]): Promise<() => Promise<void>> {
  const ids: number[] = [];
  for (const link of links) ids.push((await postAsOwner<{ id: number }>('/api/admin/links/create', link)).id);
  return async () => {
    for (const id of ids) await postAsOwner('/api/admin/links/delete', { id });
  };
}

/** Adds or takes away score points as staff do on a member's admin screen. */
export async function adjustScore(userId: number, amount: number, reason: string): Promise<void> {
  await postAsOwner(`/api/admin/users/${userId}/score`, { amount, reason });
}

/** Gives a member a staff role through the admin users API, as the owner. */
export async function giveRole(userId: number, role: 'admin' | 'moderator'): Promise<void> {
  await postAsOwner(`/api/admin/users/${userId}/role`, { role });
}
