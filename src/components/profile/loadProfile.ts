import { routeId } from '@/components/moments/routeId.ts';
import { findPublicProfile } from '@/server/follows/publicProfile.queries.ts';
import type { PublicProfile } from '@/shared/follows/profileTypes.ts';
import { m } from '@/paraglide/messages.js';

export interface LoadedProfile {
  profile: PublicProfile;
  /** The name to show: the nickname, or a stand-in when it is empty. */
  name: string;
}

/** The profile of /user/{id}…, the same for every reader (the viewer's relation comes from the viewer state); undefined answers 404. */
export async function loadProfile(idParam: string | undefined): Promise<LoadedProfile | undefined> {
  const id = routeId(idParam);
  if (id === undefined) return undefined;
  const profile = await findPublicProfile(id);
  if (!profile) return undefined;
  return { profile, name: profile.nickname || m.feed_unknown_author() };
}
