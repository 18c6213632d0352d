import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// System specs run two at a time; two specs on one port reach each other's forum (an install then
// answers "another installation is already in progress"). Each offset of systemPort() belongs to one spec.
const E2E = 'e2e';

function offsetsBySpec(): Map<string, number[]> {
  const specs = readdirSync(E2E).filter((name) => name.endsWith('.system.spec.ts'));
  return new Map(
    specs.map((spec) => {
      const text = readFileSync(join(E2E, spec), 'utf8');
      const offsets = [...text.matchAll(/systemPort\((\d+)\)/g)].map((match) => Number(match[1]));
      return [spec, [...new Set(offsets)]];
    }),
  );
}

describe('system spec ports', () => {
  it('gives each systemPort offset to one spec only', () => {
    const owners = new Map<number, string[]>();
    for (const [spec, offsets] of offsetsBySpec()) {
      for (const offset of offsets) owners.set(offset, [...(owners.get(offset) ?? []), spec]);
    }
    const shared = [...owners].filter(([, specs]) => specs.length > 1);
    expect(shared).toEqual([]);
  });

  it('finds the specs that use systemPort', () => {
    expect([...offsetsBySpec().values()].flat().length).toBeGreaterThan(10);
  });
});
