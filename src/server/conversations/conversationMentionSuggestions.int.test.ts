import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { users } from '../db/schema/index.ts';
import { startConversation } from './startConversation.ts';
import { leaveConversation } from './leaveConversation.ts';
import { suggestConversationMentions } from './conversationMentionSuggestions.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

const t = useTestDatabase();
const kit = conversationTestKit(t);
const ids = { asker: 0, bob: 0, nickOnly: 0, outsider: 0, former: 0, deleted: 0, conversation: 0 };

const suggest = (askerId: number, prefix: string, conversationId = ids.conversation) =>
  suggestConversationMentions(conversationId, askerId, prefix, t.db);
const names = async (askerId: number, prefix: string) =>
  (await suggest(askerId, prefix)).map((member) => member.username ?? member.nickname);

beforeAll(async () => {
  ids.asker = await kit.rows.user({ username: 'cmsasker', nickname: 'Asker' });
  ids.bob = await kit.rows.user({ username: 'cmsbob', nickname: 'Bob' });
  ids.nickOnly = await kit.rows.user({ username: 'zzlast', nickname: 'cmsbo 王' });
  // Names that start like Bob's, but these members are not (or no longer) in the conversation.
  ids.outsider = await kit.rows.user({ username: 'cmsbox', nickname: 'Outsider' });
  ids.former = await kit.rows.user({ username: 'cmsbolt', nickname: 'Former' });
  ids.deleted = await kit.rows.user({ username: 'cmsbody', nickname: 'Deleted' });
  const started = await startConversation(
    await kit.actor(ids.asker),
    { memberIds: [ids.bob, ids.nickOnly, ids.former, ids.deleted], content: 'Hello all', images: [] },
    t.db,
  );
  ids.conversation = started.conversationId;
  await leaveConversation(ids.former, ids.conversation, t.db);
  await t.db.update(users).set({ status: UserStatus.deleted }).where(eq(users.id, ids.deleted));
});

describe('mention suggestions in a conversation', () => {
  it('offers only the other members still in it, usernames first', async () => {
    expect(await names(ids.asker, 'cmsbo')).toEqual(['cmsbob', 'zzlast']);
    expect(await names(ids.asker, 'CMSB')).toEqual(['cmsbob', 'zzlast']);
    expect(await names(ids.bob, 'cms')).toEqual(['cmsasker', 'zzlast']);
    expect(await names(ids.asker, 'cmsbo%')).toEqual([]);
  });

  it('never offers the asker themself', async () => {
    expect(await names(ids.asker, 'cmsask')).toEqual([]);
  });

  it('refuses a member outside it, a former member and an unknown conversation with the same 404', async () => {
    for (const [askerId, conversationId] of [
      [ids.outsider, ids.conversation],
      [ids.former, ids.conversation],
      [ids.asker, ids.conversation + 1000],
    ] as const) {
      const error = await apiErrorOf(suggest(askerId, 'cmsbo', conversationId));
      expect(error.status).toBe(404);
      expect(error.errorCode).toBe(ErrorCode.notFound);
      expect(error.message).toBe(m.conversations_not_found());
    }
  });
});
