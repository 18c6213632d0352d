import { describe, expect, it } from 'vitest';
import { databaseSettingsFromUrl } from './installConfig.ts';

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
