import type { Extensions, NodeViewRenderer } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { StarterKit } from '@tiptap/starter-kit';
import { TextAlign } from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { EditorImage } from './editorImageNode.ts';
import { keptLinkHref, LINK_REL, LINK_TARGET } from './linkSchemes.ts';
import { MentionLinkAttribute } from './mentionLinkAttribute.ts';
import { EDITOR_UNDO_DEPTH, EDITOR_UNDO_GROUP_MS } from './editorConstants.ts';

const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

// Left is the default alignment, so "align left" (toolbar or Mod-Shift-L) removes the attribute.
const LeftAsDefaultTextAlign = TextAlign.extend({
  addKeyboardShortcuts() {
    return { ...this.parent?.(), 'Mod-Shift-l': () => this.editor.commands.unsetTextAlign() };
  },
});

export interface EditorSchemaOptions {
  /** Images flow inside text instead of standing as blocks. */
  inlineImages?: boolean | undefined;
  /** Link schemes allowed beyond ALLOWED_LINK_SCHEMES ("registered extras"). */
  extraLinkSchemes?: readonly string[] | undefined;
  /** The island's resizable image view. */
  imageNodeView?: NodeViewRenderer | null | undefined;
  /** In read-only mode a task checkbox changes only when this accepts it. */
  onReadOnlyTaskToggle?: ((node: ProseMirrorNode, checked: boolean) => boolean) | undefined;
  /** The accessible name of a task checkbox. */
  taskCheckboxLabel?: ((node: ProseMirrorNode, checked: boolean) => string) | undefined;
}

/**
 * The editor's document model (nodes, marks and attributes; decision 011), without editing aids.
 * The editor island adds placeholder, counting, menus and views on top of this list.
 */
export function editorSchemaExtensions(options: EditorSchemaOptions = {}): Extensions {
  const extraSchemes = options.extraLinkSchemes ?? [];
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [...extraSchemes],
        HTMLAttributes: { target: LINK_TARGET, rel: LINK_REL },
        isAllowedUri: (url) => typeof url === 'string' && keptLinkHref(url, extraSchemes) !== undefined,
      },
      undoRedo: { depth: EDITOR_UNDO_DEPTH, newGroupDelay: EDITOR_UNDO_GROUP_MS },
      dropcursor: { color: 'var(--color-primary, #2f6feb)', width: 2 },
    }),
    LeftAsDefaultTextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] }),
    TextStyleKit,
    TaskList,
    TaskItem.configure({
      nested: true,
      ...(options.onReadOnlyTaskToggle ? { onReadOnlyChecked: options.onReadOnlyTaskToggle } : {}),
      ...(options.taskCheckboxLabel ? { a11y: { checkboxLabel: options.taskCheckboxLabel } } : {}),
    }),
    EditorImage.configure({ inline: options.inlineImages ?? false, nodeView: options.imageNodeView ?? null }),
    MentionLinkAttribute,
  ];
}
