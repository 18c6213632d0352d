import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';
import { fetchMentionSuggestions, MENTION_LOOKUP_DELAY_MS } from './fetchMentionSuggestions.ts';
import { mentionOptionId } from './MentionListbox.tsx';

// The `@` being typed right before the caret: after the start or a character that cannot end a
// word, an address or a path (the server's rule for `@username`), with no space yet.
const TYPING_MENTION = /(^|[^A-Za-z0-9_@./-])@([^\s@]{1,32})$/u;

interface Typing {
  start: number;
  end: number;
  query: string;
}

function typingAt(value: string, caret: number): Typing | null {
  const match = TYPING_MENTION.exec(value.slice(0, caret));
  if (!match) return null;
  const query = match[2]!;
  return { start: caret - query.length - 1, end: caret, query };
}

/**
 * @mention autocomplete for a plain-text box (the comment box): members with a username are offered
 * (a comment mentions by `@username`, decision 037); arrows, Enter or Tab and Escape, or the mouse.
 */
export function useTextareaMentions(
  field: RefObject<HTMLTextAreaElement | null>,
  value: string,
  setValue: (next: string) => void,
  /** In a conversation, its id: the server then offers only its other members. */
  conversationId?: number,
) {
  const listboxId = useId();
  const [typing, setTyping] = useState<Typing | null>(null);
  const [items, setItems] = useState<MentionSuggestion[]>([]);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);

  const track = () => {
    const element = field.current;
    if (!element) return;
    const next = typingAt(element.value, element.selectionStart);
    setTyping(next);
    if (next?.start !== dismissed) setDismissed(null);
  };

  // Where the caret goes once a picked member's name is in the field. Set as React commits the new
  // value, before the browser handles another key: a frame later, a fast typist's next keys had
  // already gone in at the end and the caret jumped back behind them.
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterPick.current;
    if (caret === null) return;
    caretAfterPick.current = null;
    field.current?.setSelectionRange(caret, caret);
  }, [value]);

  // The caret moves with the value.
  useEffect(track, [value]);

  const query = typing && typing.start !== dismissed ? typing.query : '';
  useEffect(() => {
    if (!query) {
      setItems([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      fetchMentionSuggestions(query, conversationId)
        .then((found) => {
          if (!current) return;
          setItems(found.filter((item) => item.username));
          setActive(0);
        })
        .catch(() => current && setItems([]));
    }, MENTION_LOOKUP_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, conversationId]);

  const open = query !== '' && items.length > 0;

  const pick = (item: MentionSuggestion) => {
    if (!typing || !item.username) return;
    const inserted = `@${item.username} `;
    setValue(value.slice(0, typing.start) + inserted + value.slice(typing.end));
    setItems([]);
    setTyping(null);
    caretAfterPick.current = typing.start + inserted.length;
  };

  /** True when the key was the list's (the caller then does nothing else with it). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
    } else if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
      pick(items[active]!);
    } else if (event.key === 'Escape') {
      setDismissed(typing?.start ?? null);
      setItems([]);
    } else {
      return false;
    }
    event.preventDefault();
    event.stopPropagation();
    return true;
  };

  const close = () => setItems([]);

  return {
    listboxId,
    close,
    open,
    items,
    active,
    setActive,
    pick,
    onKeyDown,
    track,
    // The box stays a textbox (a multi-line combobox is not one); the list is tied to it by id.
    fieldProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listboxId : undefined,
      'aria-activedescendant': open ? mentionOptionId(listboxId, active) : undefined,
    },
  };
}

export type TextareaMentions = ReturnType<typeof useTextareaMentions>;

/** Everything a textarea needs from the hook, for a box that does nothing else with its keys. */
export function mentionTextareaProps(mentions: TextareaMentions) {
  return {
    onKeyDown: mentions.onKeyDown,
    onSelect: mentions.track,
    onBlur: mentions.close,
    ...mentions.fieldProps,
  };
}
