import { useLayoutEffect, useState, type RefObject } from 'react';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { CODE_BLOCK_LANGUAGES, normalizeCodeLanguage } from '@/shared/editor/codeBlockLanguages.ts';
import { m } from '@/i18n/messages.ts';

const INSET_PX = 6;

function activeCodeBlock(editor: Editor | null) {
  if (!editor?.isEditable || !editor.isActive('codeBlock')) return null;
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === 'codeBlock') {
      return { position: $from.before(depth), language: normalizeCodeLanguage(node.attrs['language']) ?? '' };
    }
  }
  return null;
}

/** A language picker on the code block that holds the cursor (decision 011). */
export function CodeLanguageSelect({
  editor,
  areaRef,
}: {
  editor: Editor;
  areaRef: RefObject<HTMLElement | null>;
}) {
  const block = useEditorState({ editor, selector: ({ editor: current }) => activeCodeBlock(current) });
  const [place, setPlace] = useState<{ top: number; right: number } | null>(null);

  useLayoutEffect(() => {
    const area = areaRef.current;
    const dom = block ? editor.view.nodeDOM(block.position) : null;
    if (!area || !(dom instanceof HTMLElement)) {
      setPlace(null);
      return;
    }
    const areaRect = area.getBoundingClientRect();
    const rect = dom.getBoundingClientRect();
    setPlace({
      top: rect.top - areaRect.top + area.scrollTop + INSET_PX,
      right: areaRect.right - rect.right + INSET_PX,
    });
  }, [block, editor, areaRef]);

  if (!block || !place) return null;
  const language = block.language;
  const known = CODE_BLOCK_LANGUAGES.some((item) => item.id === language);
  return (
    <select
      className="rte-code-language"
      style={{ top: place.top, right: place.right }}
      aria-label={m.editor_code_language()}
      value={language}
      onChange={(event) => {
        const next = normalizeCodeLanguage(event.target.value);
        editor.chain().focus().updateAttributes('codeBlock', { language: next }).run();
      }}
    >
      <option value="">{m.editor_code_plain()}</option>
      {!known && language && <option value={language}>{language}</option>}
      {CODE_BLOCK_LANGUAGES.map((item) => (
        <option key={item.id} value={item.id}>
          {item.label}
        </option>
      ))}
    </select>
  );
}
