import { describe, expect, it } from 'vitest';
import { COUNTER_DEFINITIONS } from '@/server/repair/counterDefinitions.ts';
import { repairCounterLabel } from './repairCounterLabel.ts';

describe('repairCounterLabel', () => {
  it.each(COUNTER_DEFINITIONS.map((counter) => counter.name))('names %s in words', (name) => {
    const label = repairCounterLabel(name);
    expect(label).not.toBe(name);
    expect(label.trim()).not.toBe('');
  });
});
