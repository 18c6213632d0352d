import { mentionAnchor, mentionIdOf, TYPED_MENTION } from '@/shared/mentions/mentionMarkup.ts';

// Works on clean HTML only (sanitizeContent's output): there every mention link has the exact
// shape the sanitizer writes, links never nest, and `<` `>` inside text and attributes are escaped.

const MENTION_LINK = /^<a href="\/user\/([0-9]+)" data-mention="\1">([\s\S]*?)<\/a>$/;
// A link, code or preformatted block (left as it is, bar mention links), or any other tag.
const SKIPPED_OR_TAG = /<(a|code|pre)\b[^>]*>[\s\S]*?<\/\1>|<[^>]*>/g;

/** A mentioned member as stored: their id and the label the link shows. */
export interface MentionTarget {
  id: number;
  label: string;
}

export interface MentionLookup {
  byId: ReadonlyMap<number, MentionTarget>;
  /** By lower-cased username. */
  byName: ReadonlyMap<string, MentionTarget>;
}

type Visit = { text: (segment: string) => string; link: (id: number, inner: string) => string };

function walk(html: string, visit: Visit): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(SKIPPED_OR_TAG)) {
    out += visit.text(html.slice(last, match.index));
    const mention = MENTION_LINK.exec(match[0]);
    const id = mention ? mentionIdOf(mention[1]) : undefined;
    out += mention && id !== undefined ? visit.link(id, mention[2]!) : match[0];
    last = match.index + match[0].length;
  }
  return out + visit.text(html.slice(last));
}

/** The member ids of the mention links and the usernames typed as `@name` in the text of clean HTML. */
export function mentionCandidates(html: string): { ids: number[]; names: string[] } {
  const ids = new Set<number>();
  const names = new Set<string>();
  walk(html, {
    text: (segment) => {
      for (const match of segment.matchAll(TYPED_MENTION)) names.add(match[2]!.toLowerCase());
      return segment;
    },
    link: (id, inner) => {
      ids.add(id);
      return inner;
    },
  });
  return { ids: [...ids], names: [...names] };
}

/**
 * Clean HTML with its mentions settled: a link to a member who exists is rewritten with their label,
 * one to nobody becomes its text, and a typed `@username` of a member becomes a link.
 */
export function rewriteMentions(html: string, lookup: MentionLookup): string {
  return walk(html, {
    text: (segment) =>
      segment.replace(TYPED_MENTION, (whole, before: string, name: string) => {
        const target = lookup.byName.get(name.toLowerCase());
        return target ? `${before}${mentionAnchor(target.id, target.label)}` : whole;
      }),
    link: (id, inner) => {
      const target = lookup.byId.get(id);
      return target ? mentionAnchor(target.id, target.label) : inner;
    },
  });
}

/** The distinct members the mention links of clean HTML point at, in order. */
export function mentionedIds(html: string): number[] {
  return mentionCandidates(html).ids;
}
