import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EDITOR_DEFAULT_HEIGHT_PX } from '@/shared/editor/editorConstants.ts';
import { m } from '@/i18n/messages.ts';
import { createEditorExtensions } from './editorExtensions.ts';
import { createEditorHandlers } from './editorHandlers.ts';
import { createSlashMenuController } from './slashMenuController.ts';
import { createMentionMenuController } from './mentionMenuController.ts';
import { MentionMenu } from './MentionMenu.tsx';
import { slashItemLabel } from './slashItemPresentation.ts';
import { editorHtml } from './editorHtml.ts';
import { linkDialogTarget, type LinkDialogTarget } from './linkDialogTarget.ts';
import { useFullscreen } from './useFullscreen.ts';
import { useImageInsertion, type ImageUpload } from './useImageInsertion.ts';
import { Toolbar } from './Toolbar.tsx';
import { SlashMenu } from './SlashMenu.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { CodeLanguageSelect } from './CodeLanguageSelect.tsx';
import { EditorFooter } from './EditorFooter.tsx';
import { EditorValueInput } from './EditorValueInput.tsx';
import '@/styles/content.css';
import './editor.css';
import './editorPopovers.css';

export interface RichTextEditorProps {
  /** The HTML to show; a later change replaces the content. */
  value?: string | undefined;
  /** The HTML after every change ("" when empty). */
  onChange?: ((html: string) => void) | undefined;
  /** Keeps a hidden input of this name in sync, for plain form posts. */
  name?: string | undefined;
  /** Accessible name of the editing area. */
  label?: string | undefined;
  placeholder?: string | undefined;
  /** Minimum height of the editing area in pixels (default 400). */
  height?: number | undefined;
  characterLimit?: number | undefined;
  readOnly?: boolean | undefined;
  /** Read-only mode: a task checkbox changes only when this returns true. */
  onReadOnlyTaskToggle?: ((node: ProseMirrorNode, checked: boolean) => boolean) | undefined;
  /** Uploads an image; without it images are read into data URLs in the browser. */
  upload?: ImageUpload | undefined;
  /** True while images upload; forms block publishing meanwhile. */
  onUploadingChange?: ((busy: boolean) => void) | undefined;
  /** Images inside lines of text instead of as blocks. */
  inlineImages?: boolean | undefined;
  /** Link schemes allowed beyond the standard list. */
  extraLinkSchemes?: readonly string[] | undefined;
}

/**
 * The rich-text editor island (decision 011). Value in and out is HTML.
 * `value`, `readOnly` and the callbacks follow their props; the other options are read once.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, name, readOnly = false, characterLimit } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const lastHtml = useRef(value ?? '');
  const latest = useRef({ onChange });
  latest.current = { onChange };
  const [linkTarget, setLinkTarget] = useState<LinkDialogTarget | null>(null);
  const [setup] = useState(() => {
    const handlers = createEditorHandlers();
    const slashMenu = createSlashMenuController(slashItemLabel);
    const mentionMenu = createMentionMenuController();
    const extensions = createEditorExtensions({
      placeholder: props.placeholder ?? m.editor_placeholder_default(),
      characterLimit,
      inlineImages: props.inlineImages,
      extraLinkSchemes: props.extraLinkSchemes,
      onReadOnlyTaskToggle: props.onReadOnlyTaskToggle,
      handlers,
      slashMenu,
      mentionMenu,
    });
    const editorProps = {
      attributes: {
        class: 'rte-prose content-body',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label ?? m.editor_label(),
      },
    };
    return { handlers, slashMenu, mentionMenu, extensions, editorProps, content: value ?? '' };
  });

  const editor = useEditor({
    extensions: setup.extensions,
    content: setup.content,
    editable: !readOnly,
    editorProps: setup.editorProps,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      lastHtml.current = html;
      latest.current.onChange?.(html);
    },
  });

  const { isFullscreen, toggle: toggleFullscreen } = useFullscreen(containerRef);
  const { uploading, insertImages } = useImageInsertion(editor, props);

  const openLinkDialog = useCallback(() => {
    if (editor && areaRef.current) setLinkTarget(linkDialogTarget(editor, areaRef.current));
  }, [editor]);
  const closeLinkDialog = useCallback(() => setLinkTarget(null), []);
  setup.handlers.openLinkDialog = openLinkDialog;
  setup.handlers.insertImages = insertImages;

  useEffect(() => {
    if (!editor || value === undefined || value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  const style = { '--rte-min-height': `${props.height ?? EDITOR_DEFAULT_HEIGHT_PX}px` } as CSSProperties;
  return (
    <div
      ref={containerRef}
      className={`rte${readOnly ? ' rte-readonly' : ''}`}
      style={style}
      data-ready={editor ? '' : undefined}
      data-uploading={uploading ? '' : undefined}
      aria-busy={uploading || undefined}
    >
      {!readOnly && (
        <Toolbar
          editor={editor}
          isFullscreen={isFullscreen}
          onToggleFullscreen={() => void toggleFullscreen()}
          onOpenLinkDialog={openLinkDialog}
          onImageFiles={(files) => insertImages(files, 'picker')}
        />
      )}
      <div ref={areaRef} className="rte-area">
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="rte-prose content-body" aria-hidden="true" />
        )}
        {editor && !readOnly && (
          <>
            <SlashMenu editor={editor} controller={setup.slashMenu} areaRef={areaRef} />
            <MentionMenu editor={editor} controller={setup.mentionMenu} areaRef={areaRef} />
            <CodeLanguageSelect editor={editor} areaRef={areaRef} />
            {linkTarget && (
              <LinkDialog
                editor={editor}
                target={linkTarget}
                extraSchemes={props.extraLinkSchemes}
                onClose={closeLinkDialog}
              />
            )}
          </>
        )}
      </div>
      {!readOnly && <EditorFooter editor={editor} uploading={uploading} characterLimit={characterLimit} />}
      {name && <EditorValueInput editor={editor} name={name} initial={value ?? ''} />}
    </div>
  );
}
