import { subscribeOutside } from '../events/eventBus.ts';
import { conversationNoticeMail } from './conversationNoticeMail.ts';
import { withConversationReply } from '../replymail/replyNoticeMail.ts';
import { conversationPushRequests } from '../push/conversationPush.ts';

subscribeOutside('conversation.notice', async (event, db) => {
  const pushes = await conversationPushRequests(event, db);
  const mail = await conversationNoticeMail(event, db);
  return mail
    ? [...pushes, { type: 'mail.requested', mail: await withConversationReply(event, mail, db) }]
    : pushes;
});
