import { subscribe, subscribeOutside } from '../events/eventBus.ts';
import { commentInDelivery } from '../comments/commentInDelivery.ts';
import { createMessageInDelivery } from './createMessage.ts';
import { commentRecipients } from './commentRecipients.ts';
import { messageDigestMail, messageNotice } from './messageEmailNotice.ts';
import { withCommentReply } from '../replymail/replyNoticeMail.ts';
import { messagePushRequests } from '../push/messagePush.ts';

subscribe('comment.created', async (event, context) => {
  if (event.kind === 'comment') return;
  const recipients = commentRecipients(event);
  if (recipients.length === 0) return;
  const comment = await commentInDelivery(context.tx, event.commentId);
  for (const recipient of recipients) {
    await createMessageInDelivery(context, {
      ...recipient,
      actorId: event.userId,
      kind: event.kind,
      entityId: event.entityId,
      commentId: event.commentId,
      quote: comment?.content ?? '',
    });
  }
});

subscribe('reaction.added', async (event, context) => {
  // Likes on comments are not announced: only moments and articles are (issue 5).
  if (event.kind === 'comment') return;
  await createMessageInDelivery(context, {
    userId: event.entityAuthorId,
    actorId: event.userId,
    type: event.reaction,
    kind: event.kind,
    entityId: event.entityId,
  });
});

subscribe('follow.added', async (event, context) => {
  await createMessageInDelivery(context, {
    userId: event.followeeId,
    actorId: event.followerId,
    type: 'follow',
  });
});

// Deciding on the notice spends its rate-limit window: a repeat after a crash finds it spent and
// asks for no second mail.
subscribeOutside('message.created', async (event, db) => {
  // Pushes first: reading the choices may fail and retry, spending the mail's window must not.
  const pushes = await messagePushRequests(event, db);
  const outcome = await messageNotice(event, db);
  if (!outcome) return pushes;
  return 'mail' in outcome
    ? [...pushes, { type: 'mail.requested', mail: await withCommentReply(event, outcome.mail, db) }]
    : [
        ...pushes,
        { type: 'message.digest', userId: event.userId, notBefore: outcome.digestAt, kind: outcome.kind },
      ];
});

// The digest a window held back (decision 038): sent when the window ends, if messages are still unread.
subscribeOutside('message.digest', async (event, db) => {
  const mail = await messageDigestMail(event.userId, event.kind ?? 'replies', db);
  return mail ? [{ type: 'mail.requested', mail }] : [];
});
