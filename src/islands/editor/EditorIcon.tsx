import { EDITOR_ICON_PATHS, type EditorIconName } from './editorIcons.ts';

/** A decorative toolbar icon; the control around it carries the accessible name. */
export function EditorIcon({ name, size = 18 }: { name: EditorIconName; size?: number }) {
  return (
    <svg
      className="rte-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={EDITOR_ICON_PATHS[name]} />
    </svg>
  );
}
