import { describe, expect, it } from 'vitest';
import { stepForField } from './installSteps.ts';
import { issuesToErrors, toInstallBody, initialInstallForm } from './installForm.ts';

describe('stepForField', () => {
  it('returns to the step that holds the field the server refused', () => {
    expect(stepForField('dbConfig')).toBe('database');
    expect(stepForField('dbConfig.host')).toBe('database');
    expect(stepForField('siteTitle')).toBe('site');
    expect(stepForField('rePassword')).toBe('admin');
    expect(stepForField(undefined)).toBe('language');
  });
});

describe('install form', () => {
  it('starts from DATABASE_URL when the server has one, else from the usual local server', () => {
    const prefill = { host: 'db', port: 3307, database: 'forum', username: 'plaza' };
    expect(initialInstallForm(prefill, 'zh-CN').db).toEqual({ ...prefill, port: '3307', password: '' });
    expect(initialInstallForm(null, 'en-US').db).toMatchObject({ host: '127.0.0.1', port: '3306' });
  });

  it('chooses the built-in database first where the server can run it', () => {
    expect(initialInstallForm(null, 'en-US', { available: true }).databaseKind).toBe('builtin');
    const missing = { available: false, reason: 'install mariadb-server-core' } as const;
    expect(initialInstallForm(null, 'en-US', missing).databaseKind).toBe('external');
    expect(initialInstallForm(null, 'en-US', null).databaseKind).toBe('external');
  });

  it('sends the field names scripts use', () => {
    const body = toInstallBody(initialInstallForm(null, 'en-US'));
    expect(Object.keys(body).sort()).toEqual(
      [
        'databaseKind',
        'dbConfig',
        'language',
        'password',
        'rePassword',
        'siteDescription',
        'siteTitle',
        'username',
      ].sort(),
    );
    const builtin = toInstallBody(initialInstallForm(null, 'en-US', { available: true }));
    expect(builtin).toMatchObject({ databaseKind: 'builtin' });
    expect(builtin).not.toHaveProperty('dbConfig');
  });

  it('keeps the first message of each field', () => {
    const errors = issuesToErrors([
      { path: ['password'], message: 'required' },
      { path: ['password'], message: 'too short' },
      { path: ['dbConfig', 'host'], message: 'missing' },
    ]);
    expect(errors).toEqual({ password: 'required', 'dbConfig.host': 'missing' });
  });
});
