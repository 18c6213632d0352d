/** Where a sign-up comes from: what the throttle counts and the block lists match. */
export interface SignupOrigin {
  ip: string;
  deviceId: string | null;
  /** The visitor's chosen language, kept as the member's notice language ('' for the site's). */
  locale?: string;
}
