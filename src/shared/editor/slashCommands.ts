import { EDITOR_SLASH_MENU_MAX_ITEMS } from './editorConstants.ts';

export type SlashCommandId =
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock'
  | 'divider';

export interface SlashCommandDefinition {
  id: SlashCommandId;
  /** Lower-case words that find the item: English, Chinese, and pinyin (full and initials). */
  aliases: readonly string[];
}

/** The slash menu's items, in menu order. */
export const SLASH_COMMANDS: readonly SlashCommandDefinition[] = [
  {
    id: 'heading1',
    aliases: ['h1', 'heading1', 'heading 1', 'title', '标题', '一级标题', 'yiji', 'biaoti', 'yjbt'],
  },
  {
    id: 'heading2',
    aliases: ['h2', 'heading2', 'heading 2', 'subtitle', '标题', '二级标题', 'erji', 'biaoti', 'ejbt'],
  },
  {
    id: 'heading3',
    aliases: ['h3', 'heading3', 'heading 3', '标题', '三级标题', 'sanji', 'biaoti', 'sjbt'],
  },
  {
    id: 'bulletList',
    aliases: [
      'ul',
      'bullet',
      'bullet list',
      'unordered',
      'list',
      '列表',
      '无序列表',
      'wuxu',
      'liebiao',
      'wxlb',
    ],
  },
  {
    id: 'orderedList',
    aliases: [
      'ol',
      'ordered',
      'ordered list',
      'numbered',
      'list',
      '列表',
      '有序列表',
      'youxu',
      'liebiao',
      'yxlb',
    ],
  },
  { id: 'blockquote', aliases: ['quote', 'blockquote', 'citation', '引用', 'yinyong', 'yy'] },
  { id: 'codeBlock', aliases: ['code', 'code block', 'codeblock', 'pre', '代码', '代码块', 'daima', 'dmk'] },
  {
    id: 'divider',
    aliases: [
      'hr',
      'divider',
      'horizontal rule',
      'line',
      'separator',
      '分割线',
      '分隔线',
      'fengexian',
      'fgx',
    ],
  },
];

/**
 * The items whose alias or label contains the query (case-insensitive), at most
 * EDITOR_SLASH_MENU_MAX_ITEMS of them. An empty query lists every item.
 */
export function filterSlashCommands<T extends SlashCommandDefinition>(
  commands: readonly T[],
  query: string,
  labelOf: (command: T) => string = () => '',
): T[] {
  const needle = query.trim().toLowerCase();
  const matches = needle
    ? commands.filter((command) =>
        [...command.aliases, labelOf(command).toLowerCase()].some((word) => word.includes(needle)),
      )
    : [...commands];
  return matches.slice(0, EDITOR_SLASH_MENU_MAX_ITEMS);
}
