/** The longest pattern a forbidden word may have (the column holds 200 characters). */
export const WORD_PATTERN_MAX = 200;

export type WordPatternProblem = 'empty' | 'tooLong' | 'invalid' | 'unsafe';

/*
 * Patterns run against every new moment and article, so a regex that backtracks without end would
 * stall posting. A quantified group that itself holds a quantifier — (a+)+, (a*)*, (x|y+){2,} — is
 * the classic catastrophic shape; such patterns and back-references are refused outright.
 */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*(?:[+*]|\{\d+,?\d*\})/;
const BACK_REFERENCE = /\\[1-9]|\\k</;

/** Why a pattern cannot be saved, or undefined when it can. */
export function wordPatternProblem(pattern: string, isRegex: boolean): WordPatternProblem | undefined {
  if (pattern.trim() === '') return 'empty';
  if (pattern.length > WORD_PATTERN_MAX) return 'tooLong';
  if (!isRegex) return undefined;
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return 'invalid';
  }
  if (NESTED_QUANTIFIER.test(pattern) || BACK_REFERENCE.test(pattern)) return 'unsafe';
  return undefined;
}

export interface WordMatcher {
  pattern: string;
  isRegex: boolean;
}

/**
 * Compiles saved words into one check that answers the words a text holds: a plain word as saved,
 * a regex as /pattern/. A stored regex that no longer compiles is skipped.
 */
export function compileWords(words: readonly WordMatcher[]): (text: string) => string[] {
  const plain = words.filter((word) => !word.isRegex);
  const regexes: Array<{ pattern: string; regex: RegExp }> = [];
  for (const word of words) {
    if (!word.isRegex) continue;
    try {
      regexes.push({ pattern: word.pattern, regex: new RegExp(word.pattern, 'iu') });
    } catch {
      // Saved before validation existed or edited in the database: ignore rather than block posting.
    }
  }
  return (text) => {
    const lower = text.toLowerCase();
    return [
      ...plain.filter((word) => lower.includes(word.pattern.toLowerCase())).map((word) => word.pattern),
      ...regexes.filter((word) => word.regex.test(text)).map((word) => `/${word.pattern}/`),
    ];
  };
}
