import type { Editor } from '@tiptap/core';

export interface ToolbarState {
  /** aria-pressed of each toggle button, by command id. */
  active: Record<string, boolean>;
  textColor: string | null;
  backgroundColor: string | null;
}

const EMPTY: ToolbarState = { active: {}, textColor: null, backgroundColor: null };

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Everything the toolbar shows about the selection, read in one pass per transaction. */
export function selectToolbarState(editor: Editor | null): ToolbarState {
  if (!editor) return EMPTY;
  const aligned = (value: string) => editor.isActive({ textAlign: value });
  const alignable = editor.isActive('paragraph') || editor.isActive('heading');
  const centre = aligned('center');
  const right = aligned('right');
  const justify = aligned('justify');
  const style = editor.getAttributes('textStyle');
  return {
    active: {
      bold: editor.isActive('bold'),
      underline: editor.isActive('underline'),
      italic: editor.isActive('italic'),
      strike: editor.isActive('strike'),
      heading1: editor.isActive('heading', { level: 1 }),
      heading2: editor.isActive('heading', { level: 2 }),
      blockquote: editor.isActive('blockquote'),
      bulletList: editor.isActive('bulletList'),
      orderedList: editor.isActive('orderedList'),
      taskList: editor.isActive('taskList'),
      alignLeft: alignable && !centre && !right && !justify,
      alignCenter: centre,
      alignRight: right,
      code: editor.isActive('code'),
      codeBlock: editor.isActive('codeBlock'),
      link: editor.isActive('link'),
    },
    textColor: stringOrNull(style['color']),
    backgroundColor: stringOrNull(style['backgroundColor']),
  };
}
