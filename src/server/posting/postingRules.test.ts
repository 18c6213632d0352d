import { describe, expect, it } from 'vitest';
import { assertMayPost, isModuleEnabled } from './postingRules.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfigDefaults.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { ApiError } from '../http/ApiError.ts';

const member = { id: 7, email: 'a@example.com', emailVerified: false } as CurrentUser;

describe('assertMayPost', () => {
  it('asks a visitor to sign in (errorCode 1)', () => {
    expect(() => assertMayPost(null, DEFAULT_SITE_CONFIG, 'moment')).toThrow(
      expect.objectContaining({ status: 401, errorCode: 1 }),
    );
  });

  it('lets an unverified member post while the flag is off', () => {
    expect(() => assertMayPost(member, DEFAULT_SITE_CONFIG, 'moment')).not.toThrow();
  });

  it('asks for a verified email when the kind’s flag is on', () => {
    const config = { ...DEFAULT_SITE_CONFIG, createCommentEmailVerified: true };
    expect(() => assertMayPost(member, config, 'comment')).toThrow(ApiError);
    expect(() => assertMayPost(member, config, 'moment')).not.toThrow();
    expect(() => assertMayPost({ ...member, emailVerified: true }, config, 'comment')).not.toThrow();
  });
});

describe('isModuleEnabled', () => {
  it('follows SPEC §6: moment and article unless explicitly false, tweet only when true', () => {
    expect(isModuleEnabled(DEFAULT_SITE_CONFIG, 'moment')).toBe(true);
    expect(isModuleEnabled(DEFAULT_SITE_CONFIG, 'article')).toBe(true);
    expect(isModuleEnabled(DEFAULT_SITE_CONFIG, 'tweet')).toBe(false);
    const config = { ...DEFAULT_SITE_CONFIG, modules: { moment: false, article: false, tweet: true } };
    expect(isModuleEnabled(config, 'moment')).toBe(false);
    expect(isModuleEnabled(config, 'article')).toBe(false);
    expect(isModuleEnabled(config, 'tweet')).toBe(true);
  });
});
