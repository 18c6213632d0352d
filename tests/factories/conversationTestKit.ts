import type { Database } from '@/server/db/client.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { commentTestRows } from './commentTestRows.ts';
import { testActor } from '../testActor.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { Actor } from '@/server/actor/actor.ts';

/** Members written straight to the table and their actors, for the conversation integration tests. */
export function conversationTestKit(database: { readonly db: Database }) {
  const rows = commentTestRows(database);
  return {
    rows,
    async members(count: number, values: Parameters<typeof rows.user>[0] = {}): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) ids.push(await rows.user(values));
      return ids;
    },
    async actor(userId: number, config: Partial<SiteConfig> = {}): Promise<Actor> {
      return testActor(toCurrentUser(await rows.userRow(userId)), config);
    },
  };
}
