import type { ReactNode } from 'react';
import { ariaKeyShortcuts, shortcutLabel } from './shortcutLabel.ts';
import type { DelayedTooltip } from './useDelayedTooltip.ts';

export interface ToolbarButtonProps {
  label: string;
  shortcut?: string | undefined;
  /** A toggle: aria-pressed shows whether it applies to the selection. Omit for plain actions. */
  pressed?: boolean | undefined;
  /** Opens a popup: aria-expanded and aria-haspopup instead of aria-pressed. */
  expanded?: boolean | undefined;
  disabled?: boolean | undefined;
  tabIndex: number;
  tooltip: DelayedTooltip;
  onClick: () => void;
  onFocusItem: () => void;
  children: ReactNode;
}

/** A toolbar button with a delayed tooltip (label and shortcut) and a roving tab stop. */
export function ToolbarButton({
  label,
  shortcut,
  pressed,
  expanded,
  disabled,
  tabIndex,
  tooltip,
  onClick,
  onFocusItem,
  children,
}: ToolbarButtonProps) {
  const tooltipText = () => (shortcut ? `${label} (${shortcutLabel(shortcut)})` : label);
  return (
    <button
      type="button"
      className="rte-button"
      data-toolbar-item=""
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-haspopup={expanded === undefined ? undefined : 'dialog'}
      aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut) : undefined}
      disabled={disabled}
      tabIndex={tabIndex}
      // Keep the editor's selection: the command runs on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        tooltip.hide(true);
        onClick();
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') tooltip.show(event.currentTarget, tooltipText());
      }}
      onPointerLeave={() => tooltip.hide()}
      onFocus={(event) => {
        onFocusItem();
        if (event.currentTarget.matches(':focus-visible')) tooltip.show(event.currentTarget, tooltipText());
      }}
      onBlur={() => tooltip.hide()}
    >
      {children}
    </button>
  );
}
