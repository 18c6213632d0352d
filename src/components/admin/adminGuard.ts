import type { AstroGlobal } from 'astro';
import { hasPermission, type Permission } from '@/shared/users/permissions.ts';

/**
 * For an admin page's frontmatter: `const denied = adminGuard(Astro, 'user.view'); if (denied) return denied;`
 * A visitor is sent to sign in by the route guard before this runs; a member without the
 * permission gets the 403 page.
 */
export function adminGuard(astro: AstroGlobal, permission: Permission): Promise<Response> | undefined {
  if (hasPermission(astro.locals.user?.role, permission)) return undefined;
  return astro.rewrite('/403');
}
