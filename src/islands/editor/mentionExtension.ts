import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { Suggestion } from '@tiptap/suggestion';
import type { MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { fetchMentionSuggestions } from '@/islands/mentions/fetchMentionSuggestions.ts';
import type { MentionMenuController } from './mentionMenuController.ts';

export const mentionPluginKey = new PluginKey('mention');

export interface MentionOptions {
  controller: MentionMenuController | null;
}

/** "@" plus a prefix of a username or nickname offers members; picking one inserts a mention link. */
export const MentionSuggestions = Extension.create<MentionOptions>({
  name: 'mentionSuggestions',
  // Ahead of the list and code-block keymaps, so Enter and Tab reach the open list first.
  priority: 190,

  addOptions() {
    return { controller: null };
  },

  addProseMirrorPlugins() {
    const { controller } = this.options;
    if (!controller) return [];
    return [
      Suggestion<MentionSuggestion, MentionSuggestion>({
        editor: this.editor,
        pluginKey: mentionPluginKey,
        char: '@',
        decorationClass: 'rte-mention-query',
        allow: ({ state, range }) => !state.doc.resolve(range.from).parent.type.spec.code,
        items: async ({ query }) => (query ? fetchMentionSuggestions(query).catch(() => []) : []),
        command: ({ editor, range, props: member }) => {
          const label = `@${member.username || member.nickname}`;
          editor
            .chain()
            .focus()
            .insertContentAt(range, [
              {
                type: 'text',
                text: label,
                marks: [{ type: 'link', attrs: { href: userProfilePath(member.id), mention: member.id } }],
              },
              { type: 'text', text: ' ' },
            ])
            .run();
        },
        render: () => ({
          onStart: (props) => controller.update(props),
          onUpdate: (props) => controller.update(props),
          onExit: () => controller.close(),
          onKeyDown: ({ event }) => {
            if (event.key === 'Escape' && controller.$state.get().open) {
              controller.close();
              return true;
            }
            return controller.keyDown(event);
          },
        }),
      }),
    ];
  },
});
