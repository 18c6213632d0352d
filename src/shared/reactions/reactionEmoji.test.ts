import { describe, expect, it } from 'vitest';
import { OFFERED_REACTIONS, reactionCode, reactionOfCode, reactionsSettingSchema } from './reactionEmoji.ts';

describe('reactionsSettingSchema', () => {
  it('accepts none, and up to 8 offered emoji', () => {
    expect(reactionsSettingSchema.safeParse([]).success).toBe(true);
    expect(reactionsSettingSchema.safeParse(OFFERED_REACTIONS.slice(0, 8)).success).toBe(true);
  });

  it('refuses more than 8', () => {
    expect(reactionsSettingSchema.safeParse(OFFERED_REACTIONS.slice(0, 9)).success).toBe(false);
  });

  it('refuses emoji that are not offered, and duplicates', () => {
    expect(reactionsSettingSchema.safeParse(['👍', '💩']).success).toBe(false);
    expect(reactionsSettingSchema.safeParse(['like']).success).toBe(false);
    expect(reactionsSettingSchema.safeParse(['👍', '👍']).success).toBe(false);
  });
});

describe('reaction codes', () => {
  it('round-trips every offered emoji, with 0 as the plain like', () => {
    for (const emoji of OFFERED_REACTIONS) expect(reactionOfCode(reactionCode(emoji))).toBe(emoji);
    expect(reactionOfCode(0)).toBeUndefined();
    expect(reactionOfCode(OFFERED_REACTIONS.length + 1)).toBeUndefined();
  });
});
