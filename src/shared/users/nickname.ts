/** Nicknames are trimmed and 1 to 20 characters long. */
export const NICKNAME_MAX = 20;
