import { ApiError } from '../http/ApiError.ts';
import { assertNotBanned } from '../moderation/assertNotBanned.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

export type PostingKind = 'moment' | 'article' | 'comment';

const EMAIL_FLAG: Record<PostingKind, keyof SiteConfig> = {
  moment: 'createMomentEmailVerified',
  article: 'createArticleEmailVerified',
  comment: 'createCommentEmailVerified',
};

/** Signed in, not banned, and with a verified email when the site's flag demands it (SPEC §5). */
export function assertMayPost(
  user: CurrentUser | null,
  config: SiteConfig,
  kind: PostingKind,
): asserts user is CurrentUser {
  if (!user) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  assertNotBanned(user, config.timeZone);
  if (config[EMAIL_FLAG[kind]] === true && !(user.email && user.emailVerified)) {
    throw new ApiError(403, m.error_verify_email_first(), ErrorCode.emailNotVerified);
  }
}

/** Moments unless explicitly off, articles unless explicitly off, tweets only when on (SPEC §6). */
export function isModuleEnabled(config: SiteConfig, module: 'moment' | 'article' | 'tweet'): boolean {
  return module === 'tweet' ? config.modules.tweet === true : config.modules[module] !== false;
}

export function assertModuleEnabled(config: SiteConfig, module: 'moment' | 'article' | 'tweet'): void {
  if (!isModuleEnabled(config, module))
    throw new ApiError(404, m.error_feature_disabled(), ErrorCode.notFound);
}
