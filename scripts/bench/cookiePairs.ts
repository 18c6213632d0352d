/** The name=value pairs of a `Cookie` header value ("a=1; b=2"); a value keeps any `=` it holds. */
export function cookiePairs(header: string): Array<{ name: string; value: string }> {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    })
    .filter(({ name }) => name !== '');
}
