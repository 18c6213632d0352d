import type { SlashCommandDefinition, SlashCommandId } from '@/shared/editor/slashCommands.ts';
import { m } from '@/i18n/messages.ts';
import type { EditorIconName } from './editorIcons.ts';

const PRESENTATION: Record<SlashCommandId, { icon: EditorIconName; label: () => string }> = {
  heading1: { icon: 'heading1', label: m.editor_heading_1 },
  heading2: { icon: 'heading2', label: m.editor_heading_2 },
  heading3: { icon: 'heading3', label: m.editor_heading_3 },
  bulletList: { icon: 'bulletList', label: m.editor_bullet_list },
  orderedList: { icon: 'orderedList', label: m.editor_ordered_list },
  blockquote: { icon: 'quote', label: m.editor_quote },
  codeBlock: { icon: 'codeBlock', label: m.editor_code_block },
  divider: { icon: 'divider', label: m.editor_divider },
};

export const slashItemIcon = (item: SlashCommandDefinition): EditorIconName => PRESENTATION[item.id].icon;
export const slashItemLabel = (item: SlashCommandDefinition): string => PRESENTATION[item.id].label();
