// Paraglide's compiled `plural()` builds a new Intl.PluralRules on every call, and list pages call it
// several times per card (counts, relative times): the largest single cost of an uncached list render
// (CPU profile, bench/results/2026-11-26-render-cost.md). This build step keeps one rules object per
// locale and options instead; the answers are the same.

const COMPILED_PLURAL =
  /export function plural\(locale, input, options\) \{\s*return new Intl\.PluralRules\(locale, options\)\.select\(Number\(input\)\)\s*\};?/;

const SHARED_PLURAL = `const sharedPluralRules = new Map();
export function plural(locale, input, options) {
  const key = options && Object.keys(options).length > 0 ? locale + JSON.stringify(options) : locale;
  let rules = sharedPluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, options);
    sharedPluralRules.set(key, rules);
  }
  return rules.select(Number(input));
}`;

/** The compiled registry with `plural()` reusing its rules; throws when Paraglide's output changed shape. */
export function shareCompiledPluralRules(registrySource: string): string {
  if (!COMPILED_PLURAL.test(registrySource)) {
    throw new Error(
      "Paraglide's compiled plural() no longer has the expected shape: update src/i18n/sharedPluralRules.ts",
    );
  }
  return registrySource.replace(COMPILED_PLURAL, SHARED_PLURAL);
}

const REGISTRY_FILE = /[\\/]src[\\/]paraglide[\\/]registry\.js$/;

/** A Vite plugin applying shareCompiledPluralRules to the compiled message registry. */
export function sharedPluralRules() {
  return {
    name: 'plaza-shared-plural-rules',
    // Before other plugins reformat the compiled file.
    enforce: 'pre' as const,
    transform(code: string, id: string): string | undefined {
      return REGISTRY_FILE.test(id.split('?')[0]!) ? shareCompiledPluralRules(code) : undefined;
    },
  };
}
