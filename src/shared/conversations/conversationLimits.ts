/** Plain text in characters, like a comment. */
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_MAX_IMAGES = 3;
/** The schema's ceiling; the owner's conversations.maxMembers (≤ 50) is the real limit. */
export const MESSAGE_MEMBERS_HARD_MAX = 50;
/** Messages per page of a thread, conversations per page of the list. */
export const MESSAGE_PAGE_SIZE = 30;
export const CONVERSATION_PAGE_SIZE = 20;
