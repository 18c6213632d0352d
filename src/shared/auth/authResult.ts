import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** The answer of sign-in and sign-up (SPEC §3 Auth result). */
export interface AuthResult {
  user: CurrentUser;
  token: string;
  redirect: string;
}
