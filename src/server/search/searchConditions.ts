import { and, not, or, sql, type SQL } from 'drizzle-orm';
import { searchDocuments } from '../db/schema/index.ts';
import { booleanQuery, type QueryTerm } from './searchTokens.ts';

// Relative imports only: the start-up launcher and the bench load this with Node's type stripping.

/** One stored token a document must hold, whole or as a prefix. */
interface TokenPattern {
  token: string;
  prefix: boolean;
}

/** A query term as alternatives: a document matches the term when it holds any of them. */
type TermGroup = TokenPattern[];

function termGroups(terms: readonly QueryTerm[]): TermGroup[] {
  return terms.flatMap((term): TermGroup[] => {
    if (term.kind === 'word') return [[{ token: term.token, prefix: term.prefix }]];
    if (term.kind === 'cjkChar') {
      return [
        [
          { token: term.bigramPrefix, prefix: true },
          { token: term.unigram, prefix: false },
        ],
      ];
    }
    return term.tokens.map((token) => [{ token, prefix: false }]);
  });
}

type TokenColumn = typeof searchDocuments.titleTokens | typeof searchDocuments.bodyTokens;

// Tokens are [a-z0-9] only, so they need no LIKE escaping; a binary comparison is exact and fast.
function holds(column: TokenColumn, pattern: TokenPattern): SQL {
  const like = pattern.prefix ? `% ${pattern.token}%` : `% ${pattern.token} %`;
  return sql`CONCAT(' ', ${column}, ' ') COLLATE utf8mb4_bin LIKE ${like}`;
}

function groupIn(column: TokenColumn, group: TermGroup): SQL {
  return or(...group.map((pattern) => holds(column, pattern)))!;
}

/**
 * The two relevance tiers of a query, each as a row-by-row test (for scanning the newest rows,
 * which stops as soon as a page is full) and as a FULLTEXT test (for finding rare matches
 * anywhere). Both tests select exactly the same rows: the FULLTEXT expression requires every
 * token, and the row test looks for the same tokens between the spaces of the stored columns.
 */
export interface TierConditions {
  scan: SQL;
  fulltext: SQL;
}

export function tierConditions(terms: readonly QueryTerm[]): [TierConditions, TierConditions] {
  const groups = termGroups(terms);
  const expression = booleanQuery(terms);
  const inTitle = and(...groups.map((group) => groupIn(searchDocuments.titleTokens, group)))!;
  const inText = and(
    ...groups.map((group) =>
      or(groupIn(searchDocuments.titleTokens, group), groupIn(searchDocuments.bodyTokens, group)),
    ),
  )!;
  const titleMatch = sql`MATCH(${searchDocuments.titleTokens}) AGAINST(${expression} IN BOOLEAN MODE)`;
  const textMatch = sql`MATCH(${searchDocuments.titleTokens}, ${searchDocuments.bodyTokens}) AGAINST(${expression} IN BOOLEAN MODE)`;
  return [
    { scan: inTitle, fulltext: titleMatch },
    // Body-only matches: the FULLTEXT side leaves the title test to the row, saving a second index search.
    { scan: and(inText, not(inTitle))!, fulltext: and(textMatch, not(inTitle))! },
  ];
}
