import { describe, expect, it } from 'vitest';
import { flagWeight, type Flagger } from './flagWeight.ts';

const regular: Flagger = { role: 'user', trustLevel: 2, flagsAgreed: 0, flagsDisagreed: 0 };

describe('flagWeight', () => {
  it('gives a regular member with no record a weight of 1, and never more', () => {
    expect(flagWeight(regular, 3)).toBe(1);
    expect(flagWeight({ ...regular, flagsAgreed: 40 }, 3)).toBe(1);
  });

  it('weighs a regular member whose flags staff mostly rejected little', () => {
    expect(flagWeight({ ...regular, flagsDisagreed: 9 }, 3)).toBeCloseTo(0.1);
    expect(flagWeight({ ...regular, flagsAgreed: 1, flagsDisagreed: 1 }, 3)).toBeCloseTo(2 / 3);
  });

  it('gives new members and members no weight', () => {
    expect(flagWeight({ ...regular, trustLevel: 0 }, 3)).toBe(0);
    expect(flagWeight({ ...regular, trustLevel: 1, flagsAgreed: 10 }, 3)).toBe(0);
  });

  it('lets a staff member hide alone, whatever their level', () => {
    expect(flagWeight({ ...regular, role: 'moderator', trustLevel: 0 }, 3)).toBe(3);
    expect(flagWeight({ ...regular, role: 'owner', flagsDisagreed: 50 }, 5)).toBe(5);
  });
});
