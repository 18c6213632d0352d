import { atom } from 'nanostores';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** The signed-in user, or null; set by the current-user fetch, sign-in and sign-up, cleared by sign-out. */
export const $currentUser = atom<CurrentUser | null>(null);
