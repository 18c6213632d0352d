import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { closeHistory } from '@tiptap/pm/history';
import { resizeKeepingRatio, sizeOnLoad, type ImageSize } from '@/shared/editor/imageSize.ts';
import { m } from '@/i18n/messages.ts';
import './imageNodeView.css';

const KEYBOARD_STEP_PX = 10;

const attrString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const attrNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * An image with a corner handle: dragging it (or the arrow keys on it) resizes the image,
 * keeping its aspect ratio, within 50-800 px; the size is saved on release.
 */
export function ImageNodeView({ node, editor, getPos, selected }: ReactNodeViewProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const dragStart = useRef<{ x: number; size: ImageSize; draggable: HTMLElement | null } | null>(null);
  const [draft, setDraft] = useState<ImageSize | null>(null);
  const width = attrNumber(node.attrs['width']);
  const height = attrNumber(node.attrs['height']);
  const shown = draft ?? (width && height ? { width, height } : null);

  // Each resize is its own undo step, even right after inserting or another resize.
  const saveSize = (size: ImageSize) => {
    const position = getPos();
    if (typeof position !== 'number') return;
    editor.view.dispatch(
      closeHistory(editor.state.tr.setNodeMarkup(position, undefined, { ...node.attrs, ...size })),
    );
  };

  const currentSize = (): ImageSize => {
    const image = imageRef.current;
    return {
      width: width ?? image?.offsetWidth ?? 0,
      height: height ?? image?.offsetHeight ?? 0,
    };
  };

  // An image without dimensions takes its natural size, at most 600 wide; this is not an undo step.
  const onLoad = () => {
    const image = imageRef.current;
    const position = getPos();
    if (!image || (width && height) || typeof position !== 'number' || !image.naturalWidth) return;
    const size = sizeOnLoad({ width: image.naturalWidth, height: image.naturalHeight });
    const transaction = editor.state.tr
      .setNodeMarkup(position, undefined, { ...node.attrs, ...size })
      .setMeta('addToHistory', false);
    editor.view.dispatch(transaction);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    // The node view itself is draggable (to move the image); it must not start a drag from the handle.
    const draggable = event.currentTarget.closest<HTMLElement>('[draggable="true"]');
    draggable?.setAttribute('draggable', 'false');
    dragStart.current = { x: event.clientX, size: currentSize(), draggable };
    setDraft(dragStart.current.size);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = dragStart.current;
    if (!start) return;
    setDraft(resizeKeepingRatio(start.size, start.size.width + event.clientX - start.x));
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const start = dragStart.current;
    if (!start) return;
    dragStart.current = null;
    start.draggable?.setAttribute('draggable', 'true');
    const size = resizeKeepingRatio(start.size, start.size.width + event.clientX - start.x);
    setDraft(null);
    if (size.width !== width || size.height !== height) saveSize(size);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = {
      ArrowRight: KEYBOARD_STEP_PX,
      ArrowUp: KEYBOARD_STEP_PX,
      ArrowLeft: -KEYBOARD_STEP_PX,
      ArrowDown: -KEYBOARD_STEP_PX,
    }[event.key];
    if (!step) return;
    event.preventDefault();
    const start = currentSize();
    saveSize(resizeKeepingRatio(start, start.width + step));
  };

  return (
    <NodeViewWrapper
      as={node.isInline ? 'span' : 'div'}
      className={`rte-image${selected ? ' is-selected' : ''}${draft ? ' is-resizing' : ''}`}
    >
      <span className="rte-image-frame" style={shown ? { width: shown.width } : undefined}>
        <img
          ref={imageRef}
          src={attrString(node.attrs['src'])}
          alt={attrString(node.attrs['alt']) ?? ''}
          title={attrString(node.attrs['title'])}
          width={shown?.width}
          height={shown?.height}
          draggable={false}
          data-drag-handle=""
          onLoad={onLoad}
        />
        {editor.isEditable && (
          <button
            type="button"
            className="rte-image-handle"
            aria-label={m.editor_image_resize()}
            title={m.editor_image_resize()}
            draggable={false}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          />
        )}
      </span>
    </NodeViewWrapper>
  );
}
