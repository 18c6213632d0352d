import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/core';
import { resolveLinkSubmission } from '@/shared/editor/linkSubmission.ts';
import { m } from '@/i18n/messages.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { EDITOR_ICON_PATHS } from './editorIcons.ts';
import { applyLink, removeLink } from './applyLink.ts';
import type { LinkDialogTarget } from './linkDialogTarget.ts';

interface LinkDialogProps {
  editor: Editor;
  target: LinkDialogTarget;
  extraSchemes?: readonly string[] | undefined;
  onClose: () => void;
}

/**
 * Text and address of a link. Enter confirms; Escape, cancel, confirm and remove close it;
 * an empty address does nothing; a forbidden scheme is refused with a reason.
 * It is no <form>: the editor sits inside the composers' forms, and a nested form's submit
 * never reaches React (the outer form stops it), so the browser would post the page away.
 */
export function LinkDialog({ editor, target, extraSchemes, onClose }: LinkDialogProps) {
  const [text, setText] = useState(target.text);
  const [href, setHref] = useState(target.href);
  const [refused, setRefused] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const hrefRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), text: useId(), href: useId(), error: useId() };

  useEffect(() => {
    hrefRef.current?.focus();
    hrefRef.current?.select();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!dialogRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  // Focus returns to the editor at once (Tiptap's focus command waits a frame), so the next key lands there.
  const finish = () => {
    onClose();
    editor.view.focus();
  };

  const confirm = () => {
    const submission = resolveLinkSubmission({
      text,
      href,
      originalText: target.text,
      hasRange: target.from !== target.to,
      extraSchemes,
    });
    if (submission.kind === 'ignore' || submission.kind === 'refuse') {
      setRefused(submission.kind === 'refuse');
      hrefRef.current?.focus();
      return;
    }
    applyLink(editor, target, submission);
    finish();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      // The Enter that ends an input method's composition only commits the typed characters.
      if (event.nativeEvent.isComposing) return;
      // Handled here, so a surrounding form's implicit submission never starts.
      event.preventDefault();
      confirm();
    }
  };

  return (
    <div
      ref={dialogRef}
      className="rte-popover rte-link-dialog"
      role="dialog"
      aria-labelledby={ids.title}
      style={{ top: target.top, left: target.left }}
      onKeyDown={onKeyDown}
    >
      <p className="rte-link-title" id={ids.title}>
        {m.editor_link_dialog_title()}
      </p>
      <label className="rte-field" htmlFor={ids.text}>
        <span>{m.editor_link_text()}</span>
        <input id={ids.text} type="text" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <label className="rte-field" htmlFor={ids.href}>
        <span>{m.editor_link_href()}</span>
        <input
          ref={hrefRef}
          id={ids.href}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={m.editor_link_href_placeholder()}
          value={href}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? ids.error : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setRefused(false);
          }}
        />
      </label>
      {refused && (
        <p className="rte-field-error" id={ids.error} role="alert">
          {m.editor_link_refused()}
        </p>
      )}
      <div className="rte-link-actions">
        {target.isLink && (
          <button
            type="button"
            className="text-button rte-text-button rte-link-remove"
            onClick={() => {
              removeLink(editor, target);
              finish();
            }}
          >
            <Icon path={EDITOR_ICON_PATHS.unlink} size={16} className="rte-icon" />
            {m.editor_link_remove()}
          </button>
        )}
        <button type="button" className="button button-small" onClick={finish}>
          {m.editor_link_cancel()}
        </button>
        <button type="button" className="button button-small button-primary" onClick={confirm}>
          {m.editor_link_confirm()}
        </button>
      </div>
    </div>
  );
}
