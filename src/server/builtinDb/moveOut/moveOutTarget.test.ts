import { describe, expect, it } from 'vitest';
import { MoveOutError, describeTarget, parseMoveOutTarget } from './moveOutTarget.ts';

describe('parseMoveOutTarget', () => {
  it('reads a complete mysql:// URL', () => {
    expect(parseMoveOutTarget('mysql://forum:p%40ss@db.example:3307/plaza')).toEqual({
      host: 'db.example',
      port: 3307,
      database: 'plaza',
      username: 'forum',
      password: 'p@ss',
    });
  });

  it.each([
    [undefined, 'mysql://'],
    ['postgres://u:p@db/plaza', 'mysql://'],
    ['mysql://db:3306/plaza', 'name the user'],
    ['mysql://u:p@db:3306/', 'name the database'],
  ])('refuses %s', (argument, message) => {
    expect(() => parseMoveOutTarget(argument)).toThrow(MoveOutError);
    expect(() => parseMoveOutTarget(argument)).toThrow(message);
  });

  it('describes the target without its password', () => {
    const target = parseMoveOutTarget('mysql://forum:secret@db:3306/plaza');
    expect(describeTarget(target)).toBe('mysql://forum@db:3306/plaza');
  });
});
