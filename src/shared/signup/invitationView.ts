/** An invitation as its maker's list shows it (the code itself is shown once, when made). */
export interface InvitationView {
  id: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

/** POST /api/user/invitations answers the one time the code is readable. */
export interface CreatedInvitation extends InvitationView {
  code: string;
}
