/** users.status: 0 an active member, 1 deleted by an admin (soft delete; the row stays). */
export const UserStatus = { active: 0, deleted: 1 } as const;
