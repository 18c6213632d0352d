import { useEffect, useId, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import type { Editor } from '@tiptap/core';
import { exitSuggestion } from '@tiptap/suggestion';
import { MentionListbox, mentionOptionId } from '@/islands/mentions/MentionListbox.tsx';
import type { MentionMenuController } from './mentionMenuController.ts';
import { mentionPluginKey } from './mentionExtension.ts';
import { usePopupPlacement } from './usePopupPlacement.ts';

interface MentionMenuProps {
  editor: Editor;
  controller: MentionMenuController;
  areaRef: RefObject<HTMLElement | null>;
}

/** The members offered for the "@" being typed in the editor (decision 037). */
export function MentionMenu({ editor, controller, areaRef }: MentionMenuProps) {
  const state = useStore(controller.$state);
  const listId = useId();
  const { popupRef, style } = usePopupPlacement(
    state.open ? state.anchor : null,
    areaRef,
    state.items.map((item) => item.id).join(),
  );

  // The editing area points assistive technology at the highlighted member while the list is open.
  useEffect(() => {
    if (!state.open) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-controls', listId);
    dom.setAttribute('aria-activedescendant', mentionOptionId(listId, state.selectedIndex));
    return () => {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    };
  });

  useEffect(() => {
    const onBlur = () => {
      if (controller.$state.get().open) exitSuggestion(editor.view, mentionPluginKey);
    };
    editor.on('blur', onBlur);
    return () => {
      editor.off('blur', onBlur);
    };
  }, [editor, controller]);

  if (!state.open) return null;
  return (
    <div ref={popupRef} className="rte-popover rte-mention" style={style}>
      <MentionListbox
        id={listId}
        items={state.items}
        active={state.selectedIndex}
        onPick={(item) => controller.run(state.items.indexOf(item))}
        onHover={(index) => controller.select(index)}
      />
    </div>
  );
}
