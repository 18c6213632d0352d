import { subscribe } from '../events/eventBus.ts';
import { announceCommentPublished } from './announceItemChange.ts';

// A published comment reaches the open pages of its item (decision 062); held ones wait for approval,
// which records the same event.
subscribe('comment.created', (event, context) =>
  announceCommentPublished(event.commentId, context.tx, (task) => context.afterCommit(task)),
);
