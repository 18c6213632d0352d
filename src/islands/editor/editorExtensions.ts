import type { Extensions } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { CharacterCount, Placeholder, Selection as BlurredSelection } from '@tiptap/extensions';
import { editorSchemaExtensions } from '@/shared/editor/editorSchemaExtensions.ts';
import { m } from '@/i18n/messages.ts';
import { ImageNodeView } from './ImageNodeView.tsx';
import { SlashCommand } from './slashCommandExtension.ts';
import { EditorShortcuts } from './editorShortcuts.ts';
import { ImageFileDrop } from './imageFileDrop.ts';
import { PasteAllowlist } from './pasteAllowlist.ts';
import type { EditorHandlers } from './editorHandlers.ts';
import type { SlashMenuController } from './slashMenuController.ts';
import { MentionSuggestions } from './mentionExtension.ts';
import type { MentionMenuController } from './mentionMenuController.ts';

export interface EditorExtensionOptions {
  placeholder: string;
  characterLimit?: number | undefined;
  inlineImages?: boolean | undefined;
  extraLinkSchemes?: readonly string[] | undefined;
  onReadOnlyTaskToggle?: ((node: ProseMirrorNode, checked: boolean) => boolean) | undefined;
  handlers: EditorHandlers;
  slashMenu: SlashMenuController;
  mentionMenu: MentionMenuController;
}

const taskCheckboxLabel = (node: ProseMirrorNode) =>
  m.editor_task_checkbox({ text: node.textContent.trim() || m.editor_task_empty() });

/** The editor's full extension list: the shared document model plus the editing aids (decision 011). */
export function createEditorExtensions(options: EditorExtensionOptions): Extensions {
  const limit = options.characterLimit;
  return [
    ...editorSchemaExtensions({
      inlineImages: options.inlineImages,
      extraLinkSchemes: options.extraLinkSchemes,
      onReadOnlyTaskToggle: options.onReadOnlyTaskToggle,
      taskCheckboxLabel,
      imageNodeView: ReactNodeViewRenderer(ImageNodeView),
    }),
    Placeholder.configure({ placeholder: options.placeholder }),
    // The selection stays visible while a toolbar popup or the link dialog has focus.
    BlurredSelection.configure({ className: 'rte-selection' }),
    ...(limit && limit > 0 ? [CharacterCount.configure({ limit })] : []),
    SlashCommand.configure({ controller: options.slashMenu }),
    MentionSuggestions.configure({ controller: options.mentionMenu }),
    EditorShortcuts.configure({ handlers: options.handlers }),
    ImageFileDrop.configure({ handlers: options.handlers }),
    PasteAllowlist.configure({ extraLinkSchemes: options.extraLinkSchemes ?? [] }),
  ];
}
