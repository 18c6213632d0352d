import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

/**
 * The emoji an owner may enable (decision 080). A reaction is stored as its place in this list
 * plus one (0 is the plain like), so the list only ever grows at its end.
 */
export const OFFERED_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '😢', '🙏', '🔥', '👀', '🚀'] as const;
export type ReactionEmoji = (typeof OFFERED_REACTIONS)[number];

/** How many emoji an owner may enable at most. */
export const REACTIONS_ENABLED_MAX = 8;

/** The stored code of the plain like. */
export const PLAIN_LIKE_CODE = 0;

export function reactionCode(emoji: ReactionEmoji): number {
  return OFFERED_REACTIONS.indexOf(emoji) + 1;
}

/** The emoji of a stored code; undefined for the plain like or a code no longer offered. */
export function reactionOfCode(code: number): ReactionEmoji | undefined {
  return code > 0 ? OFFERED_REACTIONS[code - 1] : undefined;
}

const offeredEmoji = z.enum(OFFERED_REACTIONS, { error: () => m.reactions_emoji_not_offered() });

/** The owner's choice (site config `reactions`): none keeps the like alone, as before. */
export const reactionsSettingSchema = z
  .array(offeredEmoji)
  .max(REACTIONS_ENABLED_MAX, { error: () => m.reactions_too_many({ max: REACTIONS_ENABLED_MAX }) })
  .refine((list) => new Set(list).size === list.length, { error: () => m.reactions_duplicate() });
