import type { Role } from '@/shared/users/currentUser.ts';
import type { ApiScope } from './apiScope.ts';

/** The scopes worth offering a key acting for this role: a member's key could never pass the staff routes. */
export function scopesForRole(role: Role): ApiScope[] {
  if (role === 'user') return ['read', 'write'];
  if (role === 'moderator') return ['read', 'write', 'moderate'];
  return ['read', 'write', 'moderate', 'admin'];
}
