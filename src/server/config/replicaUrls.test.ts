import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('DATABASE_REPLICA_URLS', () => {
  it('is empty when unset', () => {
    expect(parseEnv({}).DATABASE_REPLICA_URLS).toEqual([]);
  });

  it('splits a comma-separated list and trims each entry', () => {
    const env = parseEnv({
      DATABASE_REPLICA_URLS: 'mysql://r@db-r1:3306/plaza, mysql://r:pw@db-r2:3307/plaza,',
    });
    expect(env.DATABASE_REPLICA_URLS).toEqual([
      'mysql://r@db-r1:3306/plaza',
      'mysql://r:pw@db-r2:3307/plaza',
    ]);
  });

  it('names the variable and the bad entry when one is not a mysql:// URL', () => {
    const parse = () => parseEnv({ DATABASE_REPLICA_URLS: 'mysql://db-r1/plaza,postgres://db-r2/plaza' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/DATABASE_REPLICA_URLS\.1: each entry must be a mysql:\/\/ URL/);
  });
});
