import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** The answer of sign-in and sign-up; the token is for API clients (decision 003). */
export interface AuthResult {
  user: CurrentUser;
  token: string;
  redirect: string;
}
