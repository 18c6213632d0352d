import { useEffect, useId, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import type { Editor } from '@tiptap/core';
import { exitSuggestion } from '@tiptap/suggestion';
import { m } from '@/i18n/messages.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { EDITOR_ICON_PATHS } from './editorIcons.ts';
import type { SlashMenuController } from './slashMenuController.ts';
import { slashCommandPluginKey } from './slashCommandExtension.ts';
import { slashItemIcon, slashItemLabel } from './slashItemPresentation.ts';
import { usePopupPlacement } from './usePopupPlacement.ts';

const NO_MATCH_HINT_MS = 1500;
interface SlashMenuProps {
  editor: Editor;
  controller: SlashMenuController;
  areaRef: RefObject<HTMLElement | null>;
}

/** The "/" block menu: numbered items until a query is typed, the highlighted one runs on Enter. */
export function SlashMenu({ editor, controller, areaRef }: SlashMenuProps) {
  const state = useStore(controller.$state);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { popupRef, style } = usePopupPlacement(
    state.open ? state.anchor : state.noMatchAnchor,
    areaRef,
    state.items.map((item) => item.id).join(),
  );

  // The editing area points assistive technology at the highlighted item while the menu is open.
  useEffect(() => {
    const dom = editor.view.dom;
    if (!state.open) {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
      return;
    }
    dom.setAttribute('aria-controls', listId);
    dom.setAttribute('aria-activedescendant', optionId(state.selectedIndex));
  });

  useEffect(() => {
    if (!state.noMatchAnchor) return;
    const timer = window.setTimeout(() => controller.clearNoMatch(), NO_MATCH_HINT_MS);
    return () => window.clearTimeout(timer);
  }, [state.noMatchAnchor, controller]);

  useEffect(() => {
    const onBlur = () => {
      if (controller.$state.get().open) exitSuggestion(editor.view, slashCommandPluginKey);
    };
    editor.on('blur', onBlur);
    return () => {
      editor.off('blur', onBlur);
    };
  }, [editor, controller]);

  if (!state.open) {
    if (!state.noMatchAnchor) return null;
    return (
      <div ref={popupRef} className="rte-popover rte-slash rte-slash-empty" style={style} role="status">
        {m.editor_slash_no_match()}
      </div>
    );
  }

  return (
    <div ref={popupRef} className="rte-popover rte-slash" style={style}>
      <ul className="rte-slash-list" id={listId} role="listbox" aria-label={m.editor_slash_menu_label()}>
        {state.items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === state.selectedIndex}
            className="rte-slash-item"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => controller.select(index)}
            onClick={() => controller.run(index)}
          >
            <span className="rte-slash-icon">
              <Icon path={EDITOR_ICON_PATHS[slashItemIcon(item)]} size={18} className="rte-icon" />
            </span>
            <span className="rte-slash-label">{slashItemLabel(item)}</span>
            {state.query === '' && index < 9 && <kbd className="rte-slash-key">{index + 1}</kbd>}
          </li>
        ))}
      </ul>
      <p className="rte-slash-hint">{m.editor_slash_hint()}</p>
    </div>
  );
}
