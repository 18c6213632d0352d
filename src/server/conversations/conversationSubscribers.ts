import { subscribeOutside } from '../events/eventBus.ts';
import { conversationNoticeMail } from './conversationNoticeMail.ts';
import { withConversationReply } from '../replymail/replyNoticeMail.ts';

subscribeOutside('conversation.notice', async (event, db) => {
  const mail = await conversationNoticeMail(event, db);
  return mail ? [{ type: 'mail.requested', mail: await withConversationReply(event, mail, db) }] : [];
});
