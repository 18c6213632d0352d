/** The member's own trust page: their level, what it allows and what unlocks the next one. */
export const TRUST_PAGE_PATH = '/user/trust';
