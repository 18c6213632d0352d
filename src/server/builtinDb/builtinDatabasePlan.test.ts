import { describe, expect, it } from 'vitest';
import { builtinDatabasePlan } from './builtinDatabasePlan.ts';
import { builtinDatabaseSettings } from './builtinDatabaseSettings.ts';

const installedAt = '2026-12-06T21:00:00.000Z';
const external = { host: 'db', port: 3306, database: 'plaza', username: 'plaza', password: 'x' };

describe('builtinDatabasePlan', () => {
  it('offers the built-in database to the wizard when nothing is configured', () => {
    expect(builtinDatabasePlan(undefined, undefined)).toBe('on-request');
  });

  it('starts it before the app for a forum installed on it', () => {
    const config = { database: builtinDatabaseSettings('/srv/data'), installedAt };
    expect(builtinDatabasePlan(config, undefined)).toBe('start');
  });

  it('never starts it for a forum on an external server, or when DATABASE_URL names the database', () => {
    expect(builtinDatabasePlan({ database: external, installedAt }, undefined)).toBe('none');
    expect(builtinDatabasePlan(undefined, 'mysql://root@db/plaza')).toBe('none');
    const config = { database: builtinDatabaseSettings('/srv/data'), installedAt };
    expect(builtinDatabasePlan(config, 'mysql://root@db/plaza')).toBe('none');
  });
});
