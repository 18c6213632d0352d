import { ipLocation } from '../geo/ipLocation.ts';
import type { CurrentUser, Role } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** What a request says of its client beside the address: the spam check sends it along. */
export interface ActorClient {
  userAgent: string;
  /** The site's origin as this request reached it ('' outside a request). */
  origin: string;
}

/** Who acts in a request and from where: built once per request and handed to every command. */
export interface Actor extends ActorClient {
  /** The signed-in member; null for a visitor. */
  member: CurrentUser | null;
  /** The member's role; null for a visitor. */
  role: Role | null;
  config: SiteConfig;
  /** The client's address: counted by the posting limits and stored with new content. */
  ip: string;
  /** The region the address belongs to, shown beside content ('' when unknown). */
  location: string;
}

export function newActor(
  member: CurrentUser | null,
  config: SiteConfig,
  ip: string,
  client: ActorClient = { userAgent: '', origin: '' },
): Actor {
  return { member, role: member?.role ?? null, config, ip, location: ipLocation(ip), ...client };
}
