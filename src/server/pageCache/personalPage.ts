import type { CurrentUser } from '@/server/users/publicUser.ts';

type PageLocals = Pick<App.Locals, 'user' | 'signedInUser' | 'personalPage'>;

/**
 * Loads what a shared page shows, as nobody first. Some things exist only for some viewers (a
 * moment or article under review, for its author and staff): when nobody may see it and a member
 * asked, it is loaded again for that member and, if they may see it, the page renders for them
 * (`locals.user`) and its answer is marked personal, so it is private and never cached.
 */
export async function loadForReader<T>(
  locals: PageLocals,
  load: (viewer: CurrentUser | null) => Promise<T | undefined>,
): Promise<T | undefined> {
  const shared = await load(locals.user);
  const member = locals.signedInUser;
  if (shared !== undefined || !member || locals.user) return shared;
  const personal = await load(member);
  if (personal !== undefined) {
    locals.user = member;
    locals.personalPage = true;
  }
  return personal;
}
