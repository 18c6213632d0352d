/** The member's own API keys, among the profile settings. */
export const API_KEYS_PATH = '/user/profile/api-keys';
