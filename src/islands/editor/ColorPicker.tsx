import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Editor } from '@tiptap/core';
import { BACKGROUND_COLOR_PRESETS, TEXT_COLOR_PRESETS } from '@/shared/editor/colorPresets.ts';
import { EDITOR_COLOR_POPUP_WIDTH_PX } from '@/shared/editor/editorConstants.ts';
import { m } from '@/i18n/messages.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { EDITOR_ICON_PATHS } from './editorIcons.ts';
import { ToolbarButton } from './ToolbarButton.tsx';
import { recentColorsStore, rememberColor, type ColorKind } from './recentColorsStore.ts';
import type { DelayedTooltip } from './useDelayedTooltip.ts';

interface ColorPickerProps {
  editor: Editor | null;
  kind: ColorKind;
  current: string | null;
  tabIndex: number;
  tooltip: DelayedTooltip;
  onFocusItem: () => void;
}

const GRID_COLUMNS = 10;

function applyColor(editor: Editor, kind: ColorKind, color: string | null) {
  const chain = editor.chain().focus();
  if (kind === 'text') (color ? chain.setColor(color) : chain.unsetColor()).run();
  else (color ? chain.setBackgroundColor(color) : chain.unsetBackgroundColor()).run();
}

/** A toolbar button with a popup of 20 preset colours and up to 7 recent ones. */
export function ColorPicker({ editor, kind, current, tabIndex, tooltip, onFocusItem }: ColorPickerProps) {
  const [open, setOpen] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const recent = useStore(recentColorsStore(kind));
  const popupId = useId();
  const label = kind === 'text' ? m.editor_text_color() : m.editor_background_color();
  const presets = kind === 'text' ? TEXT_COLOR_PRESETS : BACKGROUND_COLOR_PRESETS;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    popupRef.current?.querySelector<HTMLButtonElement>('.rte-swatch')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const toggle = () => {
    const wrapper = wrapperRef.current;
    const bounds = wrapper?.closest('.rte')?.getBoundingClientRect();
    if (wrapper && bounds) {
      setAlignEnd(wrapper.getBoundingClientRect().left + EDITOR_COLOR_POPUP_WIDTH_PX > bounds.right);
    }
    setOpen(!open);
  };

  const pick = (color: string | null) => {
    if (!editor) return;
    applyColor(editor, kind, color);
    if (color) rememberColor(kind, color);
    setOpen(false);
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      wrapperRef.current?.querySelector<HTMLButtonElement>('[data-toolbar-item]')?.focus();
      return;
    }
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: GRID_COLUMNS, ArrowUp: -GRID_COLUMNS }[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const swatches = [...(popupRef.current?.querySelectorAll<HTMLButtonElement>('.rte-swatch') ?? [])];
    const index = swatches.indexOf(document.activeElement as HTMLButtonElement);
    swatches[Math.max(0, Math.min(swatches.length - 1, index + step))]?.focus();
  };

  const swatch = (color: string, key: string) => (
    <button
      key={key}
      type="button"
      className="rte-swatch"
      style={{ backgroundColor: color }}
      aria-label={m.editor_color_swatch({ color })}
      aria-pressed={current?.toLowerCase() === color}
      onClick={() => pick(color)}
    />
  );

  return (
    <div className="rte-color" ref={wrapperRef}>
      <ToolbarButton
        label={label}
        expanded={open}
        disabled={!editor}
        tabIndex={tabIndex}
        tooltip={tooltip}
        onClick={toggle}
        onFocusItem={onFocusItem}
      >
        <span className="rte-color-icon">
          <Icon
            path={EDITOR_ICON_PATHS[kind === 'text' ? 'textColor' : 'backgroundColor']}
            size={18}
            className="rte-icon"
          />
          <span className="rte-color-bar" style={{ backgroundColor: current ?? 'transparent' }} />
        </span>
      </ToolbarButton>
      {open && (
        <div
          ref={popupRef}
          id={popupId}
          className={`rte-popover rte-color-popup${alignEnd ? ' is-end' : ''}`}
          role="dialog"
          aria-label={label}
          onKeyDown={onPopupKeyDown}
        >
          <p className="rte-color-heading">{m.editor_color_presets()}</p>
          <div className="rte-swatches" role="group" aria-label={m.editor_color_presets()}>
            {presets.map((color) => swatch(color, color))}
          </div>
          {recent.length > 0 && (
            <>
              <p className="rte-color-heading">{m.editor_color_recent()}</p>
              <div className="rte-swatches" role="group" aria-label={m.editor_color_recent()} data-recent="">
                {recent.map((color) => swatch(color, `recent-${color}`))}
              </div>
            </>
          )}
          <button type="button" className="rte-color-clear" onClick={() => pick(null)}>
            <Icon path={EDITOR_ICON_PATHS.reset} size={16} className="rte-icon" />
            {m.editor_color_clear()}
          </button>
        </div>
      )}
    </div>
  );
}
