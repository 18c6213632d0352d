import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { exitSuggestion, Suggestion } from '@tiptap/suggestion';
import {
  filterSlashCommands,
  SLASH_COMMANDS,
  type SlashCommandDefinition,
} from '@/shared/editor/slashCommands.ts';
import type { SlashMenuController } from './slashMenuController.ts';
import { runSlashCommand } from './slashCommandActions.ts';

export const slashCommandPluginKey = new PluginKey('slashCommand');

export interface SlashCommandOptions {
  controller: SlashMenuController | null;
}

/** "/" at the start of a line or after a space opens the block menu. */
export const SlashCommand = Extension.create<SlashCommandOptions>({
  name: 'slashCommand',
  // Ahead of the list and code-block keymaps, so Enter and Tab reach the open menu first.
  priority: 200,

  addOptions() {
    return { controller: null };
  },

  addProseMirrorPlugins() {
    const { controller } = this.options;
    if (!controller) return [];
    const editor = this.editor;
    const closeWhenNothingMatches = () =>
      window.setTimeout(() => {
        if (!editor.isDestroyed) exitSuggestion(editor.view, slashCommandPluginKey);
      });
    return [
      Suggestion<SlashCommandDefinition, SlashCommandDefinition>({
        editor,
        pluginKey: slashCommandPluginKey,
        char: '/',
        // Multi-word aliases ("heading 1", "code block") are typed with a space; no match still closes.
        allowSpaces: true,
        decorationClass: 'rte-slash-query',
        allow: ({ state, range }) => !state.doc.resolve(range.from).parent.type.spec.code,
        items: ({ query }) => filterSlashCommands(SLASH_COMMANDS, query, controller.labelOf),
        command: ({ editor: target, range, props }) => runSlashCommand(target, range, props.id),
        render: () => ({
          onStart: (props) => {
            if (!controller.update(props)) closeWhenNothingMatches();
          },
          onUpdate: (props) => {
            if (!controller.update(props)) closeWhenNothingMatches();
          },
          onExit: () => controller.close(),
          onKeyDown: ({ event }) => {
            if (event.key === 'Escape') {
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
