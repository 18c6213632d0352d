import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import {
  COLOR_MODE_SCRIPT,
  INLINE_SCRIPT_HASHES,
  SITE_NOTICE_SCRIPT,
  ZOD_JITLESS_SCRIPT,
  inlineScriptHash,
} from './securityInlineScripts.ts';
import { ASTRO_CSP } from './securityPolicy.ts';

describe('inline scripts under the Content-Security-Policy', () => {
  it('hashes the exact bytes a browser hashes', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(inlineScriptHash('alert(1)')).toBe(`sha256-${expected}`);
  });

  it('puts the hash of every inline script we render into the policy', () => {
    const allowed = ASTRO_CSP.scriptDirective?.hashes ?? [];
    for (const script of [COLOR_MODE_SCRIPT, ZOD_JITLESS_SCRIPT, SITE_NOTICE_SCRIPT]) {
      expect(allowed).toContain(inlineScriptHash(script));
    }
    expect(allowed).toEqual(INLINE_SCRIPT_HASHES);
  });

  it('sets the global zod really reads its configuration from', () => {
    const holder = globalThis as { __zod_globalConfig?: unknown };
    expect(holder.__zod_globalConfig).toBe(globalConfig);
    const before = { ...globalConfig };
    new Function(ZOD_JITLESS_SCRIPT)();
    expect(globalConfig.jitless).toBe(true);
    for (const key of Object.keys(globalConfig)) delete (globalConfig as Record<string, unknown>)[key];
    Object.assign(globalConfig, before);
  });

  it('never lets a script allow inline code wholesale', () => {
    expect(ASTRO_CSP.scriptDirective?.resources).toEqual(["'self'"]);
    expect(ASTRO_CSP.directives).toContain("frame-ancestors 'none'");
    expect(ASTRO_CSP.directives).toContain("object-src 'none'");
  });
});
