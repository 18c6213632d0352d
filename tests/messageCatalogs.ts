import { readFileSync } from 'node:fs';

interface InlangSettings {
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
}

/** A message with variants (plural forms), as the inlang message format stores it. */
export interface VariantMessage {
  declarations?: string[];
  selectors?: string[];
  match: Record<string, string>;
}
export type CatalogMessage = string | VariantMessage[];

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as InlangSettings;

/** The project's locales, the base (source) locale first. */
export const CATALOG_LOCALES: readonly string[] = settings.locales;

/** One `messages/<feature>/{locale}.json` pattern per feature. */
export const CATALOG_PATTERNS: readonly string[] = settings['plugin.inlang.messageFormat'].pathPattern;

/** One feature's messages in one locale, without the `$schema` entry. */
export function readCatalog(pattern: string, locale: string): Record<string, CatalogMessage> {
  const raw = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<
    string,
    unknown
  >;
  delete raw.$schema;
  return raw as Record<string, CatalogMessage>;
}

/** Every text a message can show: itself, or each of its variants. */
export function messageTexts(message: CatalogMessage | undefined): string[] {
  if (message === undefined) return [''];
  return typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
}

/** Every message of one locale, all features together, its variants joined by a line break. */
export function readAllMessages(locale: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const pattern of CATALOG_PATTERNS) {
    for (const [key, message] of Object.entries(readCatalog(pattern, locale))) {
      all[key] = messageTexts(message).join('\n');
    }
  }
  return all;
}
