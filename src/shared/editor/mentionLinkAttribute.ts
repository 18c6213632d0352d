import { Extension } from '@tiptap/core';
import { MENTION_ATTRIBUTE, mentionIdOf } from '@/shared/mentions/mentionMarkup.ts';

/**
 * A link can be a mention: it carries the member's id as data-mention (decision 037), kept when
 * stored content is edited again. The server decides where such a link points.
 */
export const MentionLinkAttribute = Extension.create({
  name: 'mentionLinkAttribute',
  addGlobalAttributes() {
    return [
      {
        types: ['link'],
        attributes: {
          mention: {
            default: null,
            parseHTML: (element) => mentionIdOf(element.getAttribute(MENTION_ATTRIBUTE) ?? undefined) ?? null,
            renderHTML: (attributes) =>
              attributes.mention ? { [MENTION_ATTRIBUTE]: String(attributes.mention) } : {},
          },
        },
      },
    ];
  },
});
