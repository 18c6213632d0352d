import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeFlagsOfServeScript } from './benchServer.ts';

describe('nodeFlagsOfServeScript', () => {
  it('takes the node flags in front of scripts/serve.ts', () => {
    expect(
      nodeFlagsOfServeScript('node --max-semi-space-size=16 --max-old-space-size=192 scripts/serve.ts'),
    ).toEqual(['--max-semi-space-size=16', '--max-old-space-size=192']);
    expect(nodeFlagsOfServeScript('node scripts/serve.ts')).toEqual([]);
    expect(nodeFlagsOfServeScript('sh scripts/start.sh')).toEqual([]);
  });

  it('finds the heap limits in the package.json serve script the bench launches with', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(nodeFlagsOfServeScript(manifest.scripts.serve!)).toContain('--max-semi-space-size=16');
  });
});
