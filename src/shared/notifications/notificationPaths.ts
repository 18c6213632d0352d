/** The member's notification settings page (issue 41). */
export const NOTIFICATION_SETTINGS_PATH = '/user/notifications';

/** Where every mail's one-click unsubscribe link leads (RFC 8058); no sign-in needed. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
