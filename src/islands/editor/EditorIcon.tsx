import { OutlineSvg } from '@/islands/ui/Icon.tsx';
import { EDITOR_ICON_PATHS, type EditorIconName } from './editorIcons.ts';

/** A decorative toolbar icon; the control around it carries the accessible name. */
export function EditorIcon({ name, size = 18 }: { name: EditorIconName; size?: number }) {
  return <OutlineSvg path={EDITOR_ICON_PATHS[name]} size={size} className="rte-icon" />;
}
