const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

function decodes(text: string): boolean {
  try {
    // The result is used: the server bundler drops a call it deems pure when its value is unused.
    return typeof decodeURIComponent(text) === 'string';
  } catch {
    return false;
  }
}

/**
 * A URL whose percent escapes do not decode (a lone `%`, bytes that are not UTF-8) with those
 * escapes turned into literal text (`%` → `%25`); a URL that decodes comes back unchanged. The
 * adapter refuses undecodable URLs with a bare plain-text 400 before any of our code runs; repaired,
 * they reach the app, whose routes validate them like any other input and answer in our own words.
 */
export function repairUndecodableUrl(url: string): string {
  if (decodes(url)) return url;
  return url
    .replace(LONE_PERCENT, '%25')
    .replace(ESCAPE_RUN, (run) => (decodes(run) ? run : run.replaceAll('%', '%25')));
}
