import { readFileSync } from 'node:fs';

interface InlangSettings {
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
}

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as InlangSettings;

/** The project's locales, the base (source) locale first. */
export const CATALOG_LOCALES: readonly string[] = settings.locales;

/** One `messages/<feature>/{locale}.json` pattern per feature. */
export const CATALOG_PATTERNS: readonly string[] = settings['plugin.inlang.messageFormat'].pathPattern;

/** One feature's messages in one locale, without the `$schema` entry. */
export function readCatalog(pattern: string, locale: string): Record<string, string> {
  const raw = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<
    string,
    unknown
  >;
  delete raw.$schema;
  return raw as Record<string, string>;
}

/** Every message of one locale, all features together. */
export function readAllMessages(locale: string): Record<string, string> {
  return Object.assign({}, ...CATALOG_PATTERNS.map((pattern) => readCatalog(pattern, locale))) as Record<
    string,
    string
  >;
}
