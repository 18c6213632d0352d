/** A MySQL identifier in backticks, with backticks inside doubled (names may contain dots). */
export function quoteIdentifier(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}
