import { LINK_REL } from '@/shared/editor/linkSchemes.ts';

/**
 * The rel of a link in member content, fixed when the content is saved (decision 057): always `ugc`,
 * and `nofollow` unless the author's links are followed (regular members and staff, when the owner
 * turned `trust.followRegularLinks` on).
 */
export function memberLinkRel(followed: boolean): string {
  return followed ? 'noopener noreferrer ugc' : LINK_REL;
}
