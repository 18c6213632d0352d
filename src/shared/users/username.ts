/** 5 to 12 characters of letters, digits, underscore and hyphen, starting with a letter. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{4,11}$/;
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 12;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
