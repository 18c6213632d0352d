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

/** Compiles saved words into one test; a stored regex that no longer compiles is skipped. */
export function compileWords(words: readonly WordMatcher[]): (text: string) => boolean {
  const plain = words.filter((word) => !word.isRegex).map((word) => word.pattern.toLowerCase());
  const regexes: RegExp[] = [];
  for (const word of words) {
    if (!word.isRegex) continue;
    try {
      regexes.push(new RegExp(word.pattern, 'iu'));
    } catch {
      // Saved before validation existed or edited in the database: ignore rather than block posting.
    }
  }
  return (text) => {
    const lower = text.toLowerCase();
    return plain.some((word) => lower.includes(word)) || regexes.some((regex) => regex.test(text));
  };
}
