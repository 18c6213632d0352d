import { describe, expect, it } from 'vitest';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import {
  adminAccountSchema,
  databaseConfigSchema,
  installRequestSchema,
  siteInfoSchema,
} from './installSchemas.ts';

const db = { host: '127.0.0.1', port: 3306, database: 'plaza', username: 'root', password: '' };
const request = {
  siteTitle: 'My forum',
  siteDescription: 'About things',
  language: 'zh-CN',
  dbConfig: db,
  username: 'admin',
  password: 'secret-1',
  rePassword: 'secret-1',
};

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('databaseConfigSchema', () => {
  it('accepts a form with the port as text and an empty password', () => {
    const parsed = databaseConfigSchema.parse({ ...db, port: ' 3307 ', password: undefined });
    expect(parsed).toEqual({ ...db, port: 3307, password: '' });
  });

  it.each(['host', 'database', 'username', 'port'])(
    'asks for the complete information when %s is blank',
    (key) => {
      const result = databaseConfigSchema.safeParse({ ...db, [key]: ' ' });
      expect(firstMessage(result)).toBe('Please fill in the complete database information');
    },
  );

  it('explains a port that is not a port', () => {
    for (const port of ['abc', 0, 70000, 3.5]) {
      const result = databaseConfigSchema.safeParse({ ...db, port });
      expect(firstMessage(result)).toMatch(/port must be a whole number/);
    }
  });

  it('speaks the locale of the request that parses', () => {
    // Zod finalizes messages when the error is read, so it is read inside the locale too.
    const message = runWithLocale('zh-CN', () =>
      firstMessage(databaseConfigSchema.safeParse({ ...db, host: '' })),
    );
    expect(message).toBe('请填写完整的数据库信息');
  });
});

describe('siteInfoSchema', () => {
  it('requires a site name and makes the description optional', () => {
    expect(firstMessage(siteInfoSchema.safeParse({ siteTitle: '  ' }))).toBe('Please fill in the site name');
    expect(siteInfoSchema.parse({ siteTitle: ' Forum ' })).toEqual({
      siteTitle: 'Forum',
      siteDescription: '',
    });
  });
});

describe('adminAccountSchema', () => {
  const admin = { username: 'admin', password: 'secret-1', rePassword: 'secret-1' };

  it('follows the username rule: 5 to 12 characters starting with a letter', () => {
    for (const username of ['abcd', 'a'.repeat(13), '1admin', 'ad min']) {
      expect(adminAccountSchema.safeParse({ ...admin, username }).success).toBe(false);
    }
    expect(adminAccountSchema.safeParse({ ...admin, username: 'Ad_min-1' }).success).toBe(true);
  });

  it('requires a password of at least 6 characters', () => {
    expect(firstMessage(adminAccountSchema.safeParse({ ...admin, password: '', rePassword: '' }))).toBe(
      'Please fill in the administrator password',
    );
    expect(
      firstMessage(adminAccountSchema.safeParse({ ...admin, password: '12345', rePassword: '12345' })),
    ).toBe('The password must be at least 6 characters.');
  });

  it('says when the two passwords differ, on the confirmation field', () => {
    const result = adminAccountSchema.safeParse({ ...admin, rePassword: 'secret-2' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'The two passwords entered are inconsistent',
      path: ['rePassword'],
    });
  });

  it('reports the mismatch alongside other field errors', () => {
    const result = adminAccountSchema.safeParse({ ...admin, username: 'x', rePassword: 'other' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['username', 'rePassword']);
  });
});

describe('installRequestSchema', () => {
  it('accepts the documented script payload', () => {
    expect(installRequestSchema.parse(request)).toEqual(request);
  });

  it('defaults the language to English and the description to empty', () => {
    const { language: _language, siteDescription: _description, ...rest } = request;
    expect(installRequestSchema.parse(rest)).toMatchObject({ language: 'en-US', siteDescription: '' });
  });

  it('refuses an unknown language and names nested fields in its issues', () => {
    expect(installRequestSchema.safeParse({ ...request, language: 'fr-FR' }).error?.issues[0]?.path).toEqual([
      'language',
    ]);
    expect(
      installRequestSchema.safeParse({ ...request, dbConfig: { ...db, host: '' } }).error?.issues[0]?.path,
    ).toEqual(['dbConfig', 'host']);
  });

  it('installs on the built-in database without connection details', () => {
    const { dbConfig: _dbConfig, ...rest } = request;
    const parsed = installRequestSchema.parse({ ...rest, databaseKind: 'builtin' });
    expect(parsed).toMatchObject({ databaseKind: 'builtin', siteTitle: 'My forum' });
    expect(parsed).not.toHaveProperty('dbConfig');
  });

  it('takes an existing server when told so or when the kind is left out', () => {
    expect(installRequestSchema.parse({ ...request, databaseKind: 'external' })).toMatchObject({
      dbConfig: db,
    });
    const { dbConfig: _dbConfig, ...rest } = request;
    expect(
      installRequestSchema.safeParse({ ...rest, databaseKind: 'external' }).error?.issues[0]?.path,
    ).toEqual(['dbConfig']);
  });

  it('refuses an unknown kind of database in the request language', () => {
    const message = runWithLocale('zh-CN', () =>
      firstMessage(installRequestSchema.safeParse({ ...request, databaseKind: 'sqlite' })),
    );
    expect(message).toBe('请选择内置数据库或已有的服务器。');
  });
});
