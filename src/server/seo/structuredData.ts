import { absoluteUrl } from './siteOrigin.ts';
import { compact, interactionCounter, type JsonLd } from './jsonLd.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import type { MomentDetail } from '@/shared/moments/momentDetail.ts';
import type { ArticleDetail } from '@/shared/articles/articleTypes.ts';
import type { PublicProfile } from '@/shared/follows/profileTypes.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

export const CONTEXT = 'https://schema.org';

export function person(author: PublicAuthor, origin: string, fallbackName: string): JsonLd {
  return compact({
    '@type': 'Person',
    name: author.nickname || author.username || fallbackName,
    alternateName: author.username ?? undefined,
    url: absoluteUrl(userProfilePath(author.id), origin),
  });
}

export interface MomentStructuredData {
  moment: Pick<
    MomentDetail,
    'id' | 'title' | 'excerpt' | 'images' | 'author' | 'createdAt' | 'counts' | 'tags' | 'node'
  >;
  /** A post's title, or for a tweet the opening words its page uses as title. */
  headline: string;
  /** ISO time of the last edit. */
  modifiedAt: string;
  origin: string;
  unknownAuthor: string;
}

/** A moment as a DiscussionForumPosting (Google's forum-thread rich result). */
export function momentJsonLd(input: MomentStructuredData): JsonLd {
  const { moment, origin } = input;
  const url = absoluteUrl(momentPath(moment.id), origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: input.headline,
    text: moment.excerpt,
    image: moment.images.map((image) => absoluteUrl(image, origin)),
    author: person(moment.author, origin, input.unknownAuthor),
    datePublished: moment.createdAt,
    dateModified: input.modifiedAt,
    keywords: moment.tags.map((tag) => tag.name).join(', '),
    articleSection: moment.node?.name,
    commentCount: moment.counts.comments,
    interactionStatistic: [
      interactionCounter('LikeAction', moment.counts.likes),
      interactionCounter('CommentAction', moment.counts.comments),
    ],
  });
}

export interface ArticleStructuredData {
  article: Pick<
    ArticleDetail,
    | 'id'
    | 'title'
    | 'excerpt'
    | 'cover'
    | 'author'
    | 'publishedAt'
    | 'updatedAt'
    | 'tags'
    | 'likeCount'
    | 'commentCount'
  >;
  origin: string;
  siteName: string;
  siteLogo: string;
  unknownAuthor: string;
}

/** An article as a schema.org Article. */
export function articleJsonLd(input: ArticleStructuredData): JsonLd {
  const { article, origin } = input;
  const url = absoluteUrl(articlePath(article.id), origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.excerpt,
    image: article.cover ? [absoluteUrl(article.cover, origin)] : undefined,
    author: person(article.author, origin, input.unknownAuthor),
    publisher: compact({
      '@type': 'Organization',
      name: input.siteName,
      logo: input.siteLogo ? absoluteUrl(input.siteLogo, origin) : undefined,
    }),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    keywords: article.tags.map((tag) => tag.name).join(', '),
    commentCount: article.commentCount,
    interactionStatistic: [
      interactionCounter('LikeAction', article.likeCount),
      interactionCounter('CommentAction', article.commentCount),
    ],
  });
}

export interface ProfileStructuredData {
  profile: Pick<
    PublicProfile,
    'id' | 'nickname' | 'username' | 'avatar' | 'signature' | 'fansCount' | 'momentCount' | 'createdAt'
  >;
  name: string;
  origin: string;
}

/** A member's page as a ProfilePage whose main entity is the Person. */
export function profileJsonLd(input: ProfileStructuredData): JsonLd {
  const { profile, origin } = input;
  const url = absoluteUrl(userProfilePath(profile.id), origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    dateCreated: profile.createdAt,
    mainEntity: compact({
      '@type': 'Person',
      '@id': url,
      name: input.name,
      alternateName: profile.username ?? undefined,
      identifier: String(profile.id),
      url,
      description: profile.signature,
      image: profile.avatar ? absoluteUrl(profile.avatar, origin) : undefined,
      interactionStatistic: interactionCounter('FollowAction', profile.fansCount),
      agentInteractionStatistic: interactionCounter('WriteAction', profile.momentCount),
    }),
  });
}
