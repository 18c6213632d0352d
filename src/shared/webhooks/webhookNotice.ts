/** The message-centre notice an owner gets when a day of failures disabled an endpoint. */
export const WEBHOOK_DISABLED_NOTICE = 'webhook_disabled';

/** Where the owner manages webhooks, and where that notice leads. */
export const WEBHOOKS_ADMIN_PATH = '/admin/webhooks';
