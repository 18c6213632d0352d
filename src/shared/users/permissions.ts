import type { Role } from './currentUser.ts';

/** What moderators may do; admins and the owner hold these too. */
const MODERATION = [
  'admin.access',
  'moment.delete.any',
  'moment.recommend',
  'moment.sticky',
  'article.delete.any',
  'comment.delete.any',
  'content.review',
  'content.restore',
  'user.view',
  'user.ban',
  /** Letting an account made in approval mode in, or turning it away (issue 40). */
  'user.approve',
  /** Setting a member's trust level and locking it (issue 40). */
  'user.trust',
  'reports.resolve',
  /** Reading a private conversation one of its members reported, audited (decision 036). */
  'conversation.read.reported',
  /** Banning a member for good and removing everything they wrote, restorable for 30 days (decision 061). */
  'user.delete_spammer',
  /** Accepting or clearing the answer of any question, not only one's own (decision 082). */
  'answer.accept.any',
] as const;

/**
 * The permission catalogue (issue 7). Roles are granted permissions here; the owner holds all.
 * Every check happens on the server; pages use the same function only to hide what would be refused.
 */
export const PERMISSIONS = [
  ...MODERATION,
  /** Banning forever or banning an admin (only the owner; decision 018). */
  'user.ban.forever',
  'user.role.change',
  /** Making a member an admin or taking the role back (the owner only). */
  'user.role.admin',
  'user.password.reset',
  'user.delete',
  /** Adding or taking away score points, with a reason the member reads in their ledger. */
  'user.score.adjust',
  'taxonomy.manage',
  'links.manage',
  'settings.manage',
  'settings.private',
  /** Requiring two-factor sign-in for administrators (the owner only). */
  'settings.security',
  /** The sign-up block and allow lists (the owner only). */
  'settings.signup',
  'audit.view',
  'words.manage',
  /** The outbox's failed deliveries: they name members' addresses. */
  'deliveries.manage',
  /** Recounting every counter from its rows (the admin screen of npm run repair). */
  'counters.repair',
  /** The status page: the servers, the traffic, the disk (the owner only; issue 42). */
  'status.view',
  /** Backups: their schedule, taking one now, downloading one (the owner only: an archive holds everything). */
  'backups.manage',
  /** Webhooks: their endpoints, secrets and deliveries (the owner only: they send the forum's events out; decision 073). */
  'webhooks.manage',
  /** Site API keys, which may act as any member or as the system (the owner only; decision 072). */
  'apikeys.manage',
  /** The sites members sign in to with their forum account (the owner only: decision 074). */
  'oidc.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What only the owner may do; admins hold every other permission. */
const OWNER_ONLY: readonly Permission[] = [
  'user.ban.forever',
  'user.role.admin',
  'settings.security',
  'settings.signup',
  'status.view',
  'backups.manage',
  'webhooks.manage',
  'apikeys.manage',
  'oidc.manage',
];

const ADMIN: readonly Permission[] = PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission));

const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  admin: new Set(ADMIN),
  moderator: new Set(MODERATION),
  user: new Set(),
};

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && GRANTS[role].has(permission);
}

/** How much a role outranks another: only a higher role may act on a member (ban, change role, delete). */
export const ROLE_RANK: Record<Role, number> = { owner: 3, admin: 2, moderator: 1, user: 0 };
