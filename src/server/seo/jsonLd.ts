/** One schema.org object as it goes into a `<script type="application/ld+json">`. */
export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];

/**
 * JSON for inside a <script> element. JSON.stringify leaves `<`, `>` and `&` as they are, so a title
 * holding "</script>" would end the element early and inject markup; as \u003c etc. they stay data.
 * U+2028/U+2029 are escaped too: valid in JSON, but line breaks to older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Drops keys whose value is undefined or '' (schema.org readers treat absent and empty alike). */
export function compact(entries: Record<string, JsonLdValue | undefined>): JsonLd {
  const result: JsonLd = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result;
}

/** A schema.org InteractionCounter: how many times people did `action` (LikeAction, CommentAction…). */
export function interactionCounter(action: string, count: number): JsonLd {
  return {
    '@type': 'InteractionCounter',
    interactionType: `https://schema.org/${action}`,
    userInteractionCount: count,
  };
}
