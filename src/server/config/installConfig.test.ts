import { describe, expect, it } from 'vitest';
import { databaseSettingsFromUrl, installConfigSchema } from './installConfig.ts';

describe('databaseSettingsFromUrl', () => {
  it('decodes every part', () => {
    expect(databaseSettingsFromUrl('mysql://forum%40x:p%3Ass@db.local:3307/plaza_prod')).toEqual({
      host: 'db.local',
      port: 3307,
      database: 'plaza_prod',
      username: 'forum@x',
      password: 'p:ss',
    });
  });

  it('defaults the port to 3306', () => {
    expect(databaseSettingsFromUrl('mysql://root@localhost/plaza').port).toBe(3306);
  });
});

describe('installConfigSchema', () => {
  const installedAt = '2026-12-06T21:00:00.000Z';
  const builtin = {
    builtin: true,
    socketPath: '/srv/plaza/data/mysql/mysqld.sock',
    host: 'localhost',
    port: 3306,
    database: 'plaza',
    username: 'root',
    password: '',
  };

  it('describes the built-in database by its socket', () => {
    expect(installConfigSchema.parse({ database: builtin, installedAt }).database).toEqual(builtin);
  });

  it('refuses a built-in database without its socket, or a builtin flag that is not true', () => {
    const { socketPath: _socketPath, ...withoutSocket } = builtin;
    const missing = installConfigSchema.safeParse({ database: withoutSocket, installedAt });
    expect(missing.error?.issues[0]?.path).toEqual(['database', 'socketPath']);
    expect(
      installConfigSchema.safeParse({ database: { ...builtin, builtin: 'yes' }, installedAt }).success,
    ).toBe(false);
  });

  it('still reads the files of forums on an external server', () => {
    const external = { host: 'db', port: 3306, database: 'plaza', username: 'plaza', password: 'x' };
    expect(installConfigSchema.parse({ database: external, installedAt }).database).toEqual(external);
  });
});
