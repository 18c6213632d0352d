import { ipLocation } from '../geo/ipLocation.ts';
import type { CurrentUser, Role } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** Who acts in a request and from where: built once per request and handed to every command. */
export interface Actor {
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

export function newActor(member: CurrentUser | null, config: SiteConfig, ip: string): Actor {
  return { member, role: member?.role ?? null, config, ip, location: ipLocation(ip) };
}
