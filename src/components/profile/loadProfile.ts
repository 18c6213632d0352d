import { routeId } from '@/components/moments/routeId.ts';
import { findPublicProfile, profileRelation } from '@/server/follows/publicProfile.queries.ts';
import type { ProfileRelation, PublicProfile } from '@/shared/follows/profileTypes.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

export interface LoadedProfile {
  profile: PublicProfile;
  relation: ProfileRelation;
  /** The name to show: the nickname, or a stand-in when it is empty. */
  name: string;
}

/** The profile of /user/{id}… and the viewer's relation to it; undefined answers 404. */
export async function loadProfile(
  idParam: string | undefined,
  viewer: CurrentUser | null,
): Promise<LoadedProfile | undefined> {
  const id = routeId(idParam);
  if (id === undefined) return undefined;
  const [profile, relation] = await Promise.all([findPublicProfile(id), profileRelation(viewer?.id, id)]);
  if (!profile) return undefined;
  return { profile, relation, name: profile.nickname || m.feed_unknown_author() };
}
