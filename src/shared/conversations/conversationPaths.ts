export const CONVERSATIONS_PATH = '/user/conversations';

export const conversationPath = (id: number) => `${CONVERSATIONS_PATH}/${id}`;

export const NEW_CONVERSATION_PATH = `${CONVERSATIONS_PATH}/new`;

/** Staff read a reported conversation here (decision 036). */
export const reportedConversationPath = (id: number) => `/admin/conversations/${id}`;

/** The query parameter of a new conversation's first chosen member (a profile's Message button). */
export const NEW_CONVERSATION_TO_PARAM = 'to';

export const newConversationWith = (memberId: number) =>
  `${NEW_CONVERSATION_PATH}?${NEW_CONVERSATION_TO_PARAM}=${memberId}`;
