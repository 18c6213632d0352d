import { Fragment, useRef, useState, type KeyboardEvent } from 'react';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { IMAGE_INPUT_ACCEPT } from '@/shared/editor/imageFileCheck.ts';
import { m } from '@/i18n/messages.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { EDITOR_ICON_PATHS } from './editorIcons.ts';
import { ToolbarButton } from './ToolbarButton.tsx';
import { ToolbarTooltip } from './ToolbarTooltip.tsx';
import { ColorPicker } from './ColorPicker.tsx';
import { FORMAT_GROUPS, INSERT_GROUP, type ToolbarActions, type ToolbarCommand } from './toolbarCommands.ts';
import { selectToolbarState } from './toolbarState.ts';
import { useDelayedTooltip } from './useDelayedTooltip.ts';

interface ToolbarProps {
  editor: Editor | null;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  onOpenLinkDialog: () => void;
  onImageFiles: (files: File[]) => void;
}

const ROVING_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The editor's toolbar: one tab stop, arrow keys move between buttons (WAI-ARIA toolbar pattern). */
export function Toolbar({
  editor,
  isFullscreen,
  onToggleFullscreen,
  onOpenLinkDialog,
  onImageFiles,
}: ToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => selectToolbarState(current) });
  const tooltip = useDelayedTooltip();
  const [focusIndex, setFocusIndex] = useState(0);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const actions: ToolbarActions = {
    openLinkDialog: onOpenLinkDialog,
    chooseImages: () => fileInputRef.current?.click(),
  };
  let nextIndex = 0;
  const itemProps = () => {
    const index = nextIndex++;
    return { tabIndex: index === focusIndex ? 0 : -1, onFocusItem: () => setFocusIndex(index), tooltip };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = ROVING_KEYS[event.key];
    const target = event.target as HTMLElement;
    if (!move || !target.matches('[data-toolbar-item]')) return;
    const items = [...(toolbarRef.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])];
    const next = move(items.indexOf(target), items.length);
    event.preventDefault();
    setFocusIndex(next);
    items[next]?.focus();
  };

  const commandButton = (command: ToolbarCommand) => (
    <ToolbarButton
      key={command.id}
      label={command.label()}
      shortcut={command.shortcut}
      pressed={state?.active[command.id]}
      disabled={!editor}
      onClick={() => editor && command.run(editor, actions)}
      {...itemProps()}
    >
      <Icon path={EDITOR_ICON_PATHS[command.icon]} size={18} className="rte-icon" />
    </ToolbarButton>
  );

  return (
    <div
      ref={toolbarRef}
      className="rte-toolbar"
      role="toolbar"
      aria-label={m.editor_toolbar_label()}
      onKeyDown={onKeyDown}
    >
      {FORMAT_GROUPS.map((group, index) => (
        <Fragment key={index}>
          <div className="rte-group">{group.map(commandButton)}</div>
          <span className="rte-separator" aria-hidden="true" />
        </Fragment>
      ))}
      <div className="rte-group">
        <ColorPicker editor={editor} kind="text" current={state?.textColor ?? null} {...itemProps()} />
        <ColorPicker
          editor={editor}
          kind="background"
          current={state?.backgroundColor ?? null}
          {...itemProps()}
        />
      </div>
      <span className="rte-separator" aria-hidden="true" />
      <div className="rte-group">{INSERT_GROUP.map(commandButton)}</div>
      <div className="rte-group rte-group-end">
        <ToolbarButton
          label={m.editor_fullscreen()}
          pressed={isFullscreen}
          disabled={!editor}
          onClick={onToggleFullscreen}
          {...itemProps()}
        >
          <Icon
            path={EDITOR_ICON_PATHS[isFullscreen ? 'exitFullscreen' : 'fullscreen']}
            size={18}
            className="rte-icon"
          />
        </ToolbarButton>
      </div>
      <input
        ref={fileInputRef}
        className="rte-file-input"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple
        tabIndex={-1}
        aria-label={m.editor_image_choose()}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onImageFiles(files);
        }}
      />
      <ToolbarTooltip target={tooltip.target} />
    </div>
  );
}
