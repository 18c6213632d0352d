/**
 * The first-paint member hint (`<html data-member>`, decision 027) follows what the page learns:
 * set on signing in here, dropped when the viewer turns out to be a visitor, so the shapes kept
 * for a member give way to the visitor's (Sign in) and back.
 */
export function setMemberHint(member: boolean): void {
  document.documentElement.toggleAttribute('data-member', member);
}
