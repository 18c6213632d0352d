/** The most an owner may set `mentions.maxPerItem` to: every mention is a message and a look-up. */
export const MENTIONS_PER_ITEM_CEILING = 50;

/** Suggestions the autocomplete shows for one prefix. */
export const MENTION_SUGGESTIONS_MAX = 8;
