/**
 * users.status: 0 an active member, 1 deleted by an admin (soft delete; the row stays), 2 signed up
 * on a forum that approves new accounts and not yet approved (issue 40).
 */
export const UserStatus = { active: 0, deleted: 1, awaitingApproval: 2 } as const;
