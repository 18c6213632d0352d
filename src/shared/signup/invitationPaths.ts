/** The member's invitations page (sign-up by invitation). */
export const INVITATIONS_PATH = '/user/invitations';

/** The sign-up link an invitation code makes. */
export function invitationHref(origin: string, code: string): string {
  return `${origin}/user/signup?invite=${encodeURIComponent(code)}`;
}
