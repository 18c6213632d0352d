/** What a reply address names: the member who may answer and the item their answer goes to. */
export type ReplyTarget =
  | {
      type: 'comment';
      userId: number;
      kind: 'moment' | 'article';
      entityId: number;
      /** The comment the notice was about: the answer replies to it. */
      commentId: number;
    }
  | { type: 'conversation'; userId: number; conversationId: number };

const KIND_LETTER = { moment: 'm', article: 'a' } as const;
const PAYLOAD = /^(\d{1,15})(?:([ma])(\d{1,15})c(\d{1,15})|v(\d{1,15}))$/;

/** The target as the address's payload: digits and lower-case letters only, as mail systems may fold case. */
export function replyPayloadOf(target: ReplyTarget): string {
  return target.type === 'comment'
    ? `${target.userId}${KIND_LETTER[target.kind]}${target.entityId}c${target.commentId}`
    : `${target.userId}v${target.conversationId}`;
}

/** The target a payload names, or undefined when it is not one this forum writes. */
export function replyTargetOf(payload: string): ReplyTarget | undefined {
  const match = PAYLOAD.exec(payload);
  if (!match) return undefined;
  const [, user, letter, entity, comment, conversation] = match;
  const ids = [user, entity ?? conversation, comment ?? '1'].map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) return undefined;
  const [userId, itemId, commentId] = ids as [number, number, number];
  if (letter)
    return {
      type: 'comment',
      userId,
      kind: letter === 'm' ? 'moment' : 'article',
      entityId: itemId,
      commentId,
    };
  return { type: 'conversation', userId, conversationId: itemId };
}
