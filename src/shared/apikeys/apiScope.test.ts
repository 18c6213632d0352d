import { describe, expect, it } from 'vitest';
import { apiScopeOfRoute } from './apiScope.ts';

describe('apiScopeOfRoute', () => {
  it('asks read for member GETs and write for member mutations', () => {
    expect(apiScopeOfRoute('GET', '/api/moment/list')).toBe('read');
    expect(apiScopeOfRoute('HEAD', '/api/comment/list')).toBe('read');
    expect(apiScopeOfRoute('POST', '/api/moment/create')).toBe('write');
    expect(apiScopeOfRoute('POST', '/api/comment/create/')).toBe('write');
  });

  it('puts every admin route, read or not, under admin and moderation under moderate', () => {
    expect(apiScopeOfRoute('GET', '/api/admin/tags/list')).toBe('admin');
    expect(apiScopeOfRoute('POST', '/api/admin/users/7/ban')).toBe('admin');
    expect(apiScopeOfRoute('POST', '/api/moderation/moment/delete')).toBe('moderate');
  });

  it('keeps account security and sign-in to browser sessions', () => {
    for (const path of [
      '/api/login/signin',
      '/api/install/install',
      '/api/password/reset',
      '/api/user/password',
      '/api/user/email',
      '/api/user/two-factor/disable',
      '/api/user/api-keys/create',
      '/api/admin/api-keys/create',
      '/api/oauth/github/start',
    ]) {
      expect(apiScopeOfRoute('POST', path), path).toBeNull();
    }
  });

  it('does not mistake a longer name for a session-only group', () => {
    expect(apiScopeOfRoute('GET', '/api/user/passwordless-hint')).toBe('read');
    expect(apiScopeOfRoute('POST', '/api/administrators')).toBe('write');
  });
});
