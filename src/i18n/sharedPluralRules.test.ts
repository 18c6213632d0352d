import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shareCompiledPluralRules, sharedPluralRules } from './sharedPluralRules.ts';

const compiledRegistry = readFileSync(new URL('../paraglide/registry.js', import.meta.url), 'utf8');

type PluralFn = (locale: string, input: unknown, options?: Intl.PluralRulesOptions) => string;

async function pluralOf(source: string): Promise<PluralFn> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { plural: PluralFn };
  return module.plural;
}

describe('shareCompiledPluralRules', () => {
  it('answers what the compiled plural() answers, for both locales and with options', async () => {
    const original = await pluralOf(compiledRegistry);
    const shared = await pluralOf(shareCompiledPluralRules(compiledRegistry));
    for (const locale of ['en-US', 'zh-CN']) {
      for (const input of [0, 1, 2, 3, 11, 21, 1.5, '1', '7']) {
        expect(shared(locale, input, {})).toBe(original(locale, input, {}));
        expect(shared(locale, input, { type: 'ordinal' })).toBe(original(locale, input, { type: 'ordinal' }));
        expect(shared(locale, input)).toBe(original(locale, input));
      }
    }
    // A rules object made for other options is not reused for ordinals.
    expect(shared('en-US', 2, {})).toBe('other');
    expect(shared('en-US', 2, { type: 'ordinal' })).toBe('two');
  });

  it('builds one Intl.PluralRules per locale and options, however often it is called', async () => {
    const shared = await pluralOf(shareCompiledPluralRules(compiledRegistry));
    // Intl's members are read-only in the types, not at run time.
    const intl = Intl as { PluralRules: typeof Intl.PluralRules };
    const Original = intl.PluralRules;
    let constructed = 0;
    intl.PluralRules = class extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
        super(...args);
        constructed += 1;
      }
    } as typeof Intl.PluralRules;
    try {
      for (let count = 0; count < 50; count++) shared('de-DE', count, {});
      for (let count = 0; count < 50; count++) shared('de-DE', count, { type: 'ordinal' });
    } finally {
      intl.PluralRules = Original;
    }
    expect(constructed).toBe(2);
  });

  it('refuses a registry whose plural() changed shape instead of silently leaving it', () => {
    expect(() => shareCompiledPluralRules('export function plural() { return "other" }')).toThrow(
      /sharedPluralRules\.ts/,
    );
  });

  it('rewrites only the compiled registry as a Vite plugin', () => {
    const plugin = sharedPluralRules();
    expect(plugin.transform(compiledRegistry, '/app/src/paraglide/registry.js')).toContain(
      'sharedPluralRules',
    );
    expect(plugin.transform(compiledRegistry, '/app/src/paraglide/runtime.js')).toBeUndefined();
  });
});
