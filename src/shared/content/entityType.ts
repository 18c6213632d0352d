/** What a comment, like or favorite points at; stored as a tinyint. */
export const EntityType = { moment: 0, article: 1, comment: 2 } as const;
export type EntityKind = keyof typeof EntityType;

/**
 * What a like points at: the content above, and a conversation message (decision 080). A message
 * may only be liked (no comments, favorites or revisions), so its type stays outside EntityKind.
 */
export const LikedEntityType = { ...EntityType, message: 3 } as const;
export type LikedEntityKind = keyof typeof LikedEntityType;
