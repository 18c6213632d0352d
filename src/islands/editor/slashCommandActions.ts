import type { Editor, Range } from '@tiptap/core';
import type { SlashCommandId } from '@/shared/editor/slashCommands.ts';

/** Replaces the typed "/query" with the chosen block. */
export function runSlashCommand(editor: Editor, range: Range, id: SlashCommandId): void {
  const chain = editor.chain().focus().deleteRange(range);
  switch (id) {
    case 'heading1':
      chain.setNode('heading', { level: 1 }).run();
      return;
    case 'heading2':
      chain.setNode('heading', { level: 2 }).run();
      return;
    case 'heading3':
      chain.setNode('heading', { level: 3 }).run();
      return;
    case 'bulletList':
      chain.toggleBulletList().run();
      return;
    case 'orderedList':
      chain.toggleOrderedList().run();
      return;
    case 'blockquote':
      chain.toggleBlockquote().run();
      return;
    case 'codeBlock':
      chain.setCodeBlock().run();
      return;
    case 'divider':
      chain.setHorizontalRule().run();
      return;
  }
}
