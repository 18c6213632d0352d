/** What a comment, like or favorite points at; stored as a tinyint. */
export const EntityType = { moment: 0, article: 1, comment: 2 } as const;
export type EntityKind = keyof typeof EntityType;
