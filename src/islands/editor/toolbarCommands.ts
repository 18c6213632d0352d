import type { Editor } from '@tiptap/core';
import { m } from '@/i18n/messages.ts';
import type { EditorIconName } from './editorIcons.ts';

/** What toolbar buttons need from the island beyond editor commands. */
export interface ToolbarActions {
  openLinkDialog: () => void;
  chooseImages: () => void;
}

export interface ToolbarCommand {
  id: string;
  icon: EditorIconName;
  label: () => string;
  /** Tiptap key notation, e.g. "Mod-Shift-8". */
  shortcut?: string;
  run: (editor: Editor, actions: ToolbarActions) => void;
}

const chain = (editor: Editor) => editor.chain().focus();

/** The toolbar's buttons, in groups; the colour pickers and fullscreen sit between and after them. */
export const FORMAT_GROUPS: readonly (readonly ToolbarCommand[])[] = [
  [
    {
      id: 'bold',
      icon: 'bold',
      label: m.editor_bold,
      shortcut: 'Mod-b',
      run: (e) => chain(e).toggleBold().run(),
    },
    {
      id: 'underline',
      icon: 'underline',
      label: m.editor_underline,
      shortcut: 'Mod-u',
      run: (e) => chain(e).toggleUnderline().run(),
    },
    {
      id: 'italic',
      icon: 'italic',
      label: m.editor_italic,
      shortcut: 'Mod-i',
      run: (e) => chain(e).toggleItalic().run(),
    },
    {
      id: 'strike',
      icon: 'strike',
      label: m.editor_strike,
      shortcut: 'Mod-Shift-s',
      run: (e) => chain(e).toggleStrike().run(),
    },
  ],
  [
    {
      id: 'heading1',
      icon: 'heading1',
      label: m.editor_heading_1,
      shortcut: 'Mod-Alt-1',
      run: (e) => chain(e).toggleHeading({ level: 1 }).run(),
    },
    {
      id: 'heading2',
      icon: 'heading2',
      label: m.editor_heading_2,
      shortcut: 'Mod-Alt-2',
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    },
    {
      id: 'blockquote',
      icon: 'quote',
      label: m.editor_quote,
      shortcut: 'Mod-Shift-b',
      run: (e) => chain(e).toggleBlockquote().run(),
    },
  ],
  [
    {
      id: 'bulletList',
      icon: 'bulletList',
      label: m.editor_bullet_list,
      shortcut: 'Mod-Shift-8',
      run: (e) => chain(e).toggleBulletList().run(),
    },
    {
      id: 'orderedList',
      icon: 'orderedList',
      label: m.editor_ordered_list,
      shortcut: 'Mod-Shift-7',
      run: (e) => chain(e).toggleOrderedList().run(),
    },
    {
      id: 'taskList',
      icon: 'taskList',
      label: m.editor_task_list,
      shortcut: 'Mod-Shift-9',
      run: (e) => chain(e).toggleTaskList().run(),
    },
  ],
  [
    {
      id: 'alignLeft',
      icon: 'alignLeft',
      label: m.editor_align_left,
      shortcut: 'Mod-Shift-l',
      run: (e) => chain(e).unsetTextAlign().run(),
    },
    {
      id: 'alignCenter',
      icon: 'alignCenter',
      label: m.editor_align_center,
      shortcut: 'Mod-Shift-e',
      run: (e) => chain(e).setTextAlign('center').run(),
    },
    {
      id: 'alignRight',
      icon: 'alignRight',
      label: m.editor_align_right,
      shortcut: 'Mod-Shift-r',
      run: (e) => chain(e).setTextAlign('right').run(),
    },
  ],
];

export const INSERT_GROUP: readonly ToolbarCommand[] = [
  {
    id: 'code',
    icon: 'code',
    label: m.editor_inline_code,
    shortcut: 'Mod-e',
    run: (e) => chain(e).toggleCode().run(),
  },
  {
    id: 'codeBlock',
    icon: 'codeBlock',
    label: m.editor_code_block,
    shortcut: 'Mod-Alt-c',
    run: (e) => chain(e).toggleCodeBlock().run(),
  },
  { id: 'link', icon: 'link', label: m.editor_link, shortcut: 'Mod-k', run: (_e, a) => a.openLinkDialog() },
  { id: 'image', icon: 'image', label: m.editor_image, run: (_e, a) => a.chooseImages() },
  { id: 'divider', icon: 'divider', label: m.editor_divider, run: (e) => chain(e).setHorizontalRule().run() },
];
